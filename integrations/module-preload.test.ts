import { describe, expect, it } from 'vitest';
import { withModulePreloads } from './module-preload';

describe('withModulePreloads', () => {
  const graph = new Map<string, string[]>([
    ['/_astro/page.js', ['/_astro/shell.js', '/_astro/toast.js']],
    ['/_astro/other.js', ['/_astro/shell.js']],
    ['/_astro/shell.js', ['/_astro/stores.js']],
    ['/_astro/toast.js', ['/_astro/stores.js']],
    ['/_astro/stores.js', []],
  ]);
  const page = (head: string, body = '') => `<html><head>${head}</head><body>${body}</body></html>`;

  it("asks for a page's scripts at low priority and preloads their whole static graph, each module once", () => {
    const { html, count } = withModulePreloads(page('<script type="module" src="/_astro/page.js"></script>'), graph);
    expect(html).toBe(
      page(
        '<script type="module" fetchpriority="low" src="/_astro/page.js"></script>' +
          '<link rel="modulepreload" href="/_astro/shell.js" fetchpriority="low">' +
          '<link rel="modulepreload" href="/_astro/stores.js" fetchpriority="low">' +
          '<link rel="modulepreload" href="/_astro/toast.js" fetchpriority="low">',
      ),
    );
    expect(count).toBe(3);
  });

  it('does not preload a module the page already asks for as a script of its own', () => {
    const scripts = '<script type="module" src="/_astro/other.js"></script><script type="module" src="/_astro/shell.js"></script>';
    const { html, count } = withModulePreloads(page(scripts), graph);
    expect(html).toContain('<link rel="modulepreload" href="/_astro/stores.js" fetchpriority="low">');
    expect(html).not.toContain('href="/_astro/shell.js"');
    expect(count).toBe(1);
  });

  it('leaves a page without module scripts (and its inline ones, which import nothing) as it was', () => {
    const html = page('<script type="module">document.body.dataset.ready = "";</script>', '<astro-island uid="a" component-url="/_astro/Form.js" client="idle"></astro-island>');
    expect(withModulePreloads(html, graph)).toEqual({ html, count: 0 });
  });
});
