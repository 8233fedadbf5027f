import { describe, expect, it } from 'vitest';
import { imageAttributes, svgDataUri } from './images';

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

describe('svgDataUri', () => {
  const drawing = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8">
    <defs><radialGradient id="g0"><stop stop-color="#3b3027"/></radialGradient></defs>
    <circle r="4" fill="url(#g0)" style="opacity: 50%"/><text>Chef's {plate}</text>
  </svg>`;
  const body = svgDataUri(drawing).replace(/^data:image\/svg\+xml,/, '');

  it('writes the drawing whole, single-quoted, with nothing a URI or a double-quoted attribute reads as its own', () => {
    expect(svgDataUri(drawing)).toMatch(/^data:image\/svg\+xml,%3Csvg /);
    expect(body).not.toMatch(/["#<>{}\n]/);
    expect(decodeURIComponent(body)).toBe(drawing.trim().replace(/\s+/g, ' ').replaceAll('"', "'"));
  });

  it('keeps an apostrophe apart from the quotes', () => {
    expect(body).toContain('Chef%27s');
    expect(body).toContain("viewBox='0 0 8 8'");
  });
});
