import { describe, expect, it } from 'vitest';
import { routeOf } from './paths';

describe('routeOf', () => {
  it.each([
    ['/index.html', '/'],
    ['/', '/'],
    ['/menu.html', '/menu'],
    ['/menu', '/menu'],
    ['/menu/', '/menu'],
    ['/track-order.html', '/track-order'],
  ])('%s → %s', (pathname, route) => {
    expect(routeOf(pathname)).toBe(route);
  });
});
