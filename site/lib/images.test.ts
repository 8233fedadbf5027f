import { describe, expect, it } from 'vitest';
import { imageAttributes } from './images';

describe('imageAttributes', () => {
  it('passes a drawn SVG through at its own size', () => {
    expect(imageAttributes({ alt: 'A plate', url: '/_astro/dish-1.abc.svg', width: 800, height: 800 }, '100vw')).toEqual({
      src: '/_astro/dish-1.abc.svg',
      width: 800,
      height: 800,
      alt: 'A plate',
    });
  });

  it('gives a Sanity photograph a WebP srcset no wider than the original', () => {
    const attributes = imageAttributes({ alt: 'Dining room', url: 'https://cdn.sanity.io/images/p/d/abc-1000x750.jpg', width: 1000, height: 750 }, '50vw');
    expect(attributes.srcset?.split(', ').map((entry) => entry.split(' ')[1])).toEqual(['320w', '480w', '640w', '960w']);
    expect(attributes.src).toContain('fm=webp');
    expect(attributes.sizes).toBe('50vw');
  });
});
