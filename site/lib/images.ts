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
