// Image attributes for content images. The seed's drawings are SVG: one vector file is crisp at every
// width and smaller than any raster, so it needs no srcset. Photographs staff upload to Sanity get a
// responsive WebP srcset from Sanity's image CDN.
export interface ContentImage {
  alt: string;
  url: string | null;
  width: number | null;
  height: number | null;
}

export interface ImageAttributes {
  src: string;
  srcset?: string;
  sizes?: string;
  width: number;
  height: number;
  alt: string;
}

const WIDTHS = [320, 480, 640, 960, 1280];

export function imageAttributes(image: ContentImage, sizes: string): ImageAttributes {
  const width = image.width ?? 800;
  const height = image.height ?? 800;
  const url = image.url ?? '';
  const base = { src: url, width, height, alt: image.alt };
  if (!url.startsWith('https://cdn.sanity.io/') || url.endsWith('.svg')) return base;
  const at = (w: number) => `${url}?w=${w}&fm=webp&fit=max&q=75`;
  const widths = WIDTHS.filter((w) => w <= width);
  return { ...base, src: at(Math.min(640, width)), srcset: widths.map((w) => `${at(w)} ${w}w`).join(', '), sizes };
}

/**
 * A drawing written into the page itself, as a `data:` URI: the picture a first view paints largest arrives
 * with the HTML instead of a round trip later (docs/decisions/0007: /menu's first dish was its LCP, 0.9 s after the
 * first paint on a slow phone network). Percent-encodes only what a URI or the quotes need (1.6 KB gzipped
 * for a dish, against 2.5 KB in base64).
 */
export function svgDataUri(svg: string): string {
  const encode = (character: string) => `%${character.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`;
  return `data:image/svg+xml,${svg.trim().replace(/\s+/g, ' ').replace(/[%#<>{}']/g, encode).replaceAll('"', "'")}`;
}
