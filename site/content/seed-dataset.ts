// The seed dataset (studio/seed/, Sanity's export format) as documents groq-js can query: each image's
// `_sanityAsset` file reference becomes an asset reference to a synthesised `sanity.imageAsset` whose url
// is the file as the site's build publishes it. The queries then read images the same way on both sources.
import seedNdjson from '../../studio/seed/production.ndjson?raw';

type SanityDocument = { _id: string; _type: string } & Record<string, unknown>;

const ASSET_REF = /^image@file:\/\/\.\/images\/(.+)\.svg$/;
const SVG_SIZE = /viewBox="0 0 (\d+(?:\.\d+)?) (\d+(?:\.\d+)?)"/;

// Vite publishes each image with a content hash in its name (cacheable for a year). Never inline: Vite would
// write a drawing under 4 KB into every page that shows it (30 of /menu's 100, 35 KB gzipped of its HTML,
// though lazy below the fold), and the cart would keep that copy instead of an address.
const imageUrls = import.meta.glob<string>('../../studio/seed/images/*.svg', { query: '?url&no-inline', import: 'default', eager: true });
const imageSources = import.meta.glob<string>('../../studio/seed/images/*.svg', { query: '?raw', import: 'default', eager: true });

/** The drawing behind a URL this build publishes (`/_astro/dish-1.….svg`), for a page that writes it inline. */
export function seedDrawing(url: string): string | undefined {
  const key = Object.keys(imageUrls).find((path) => imageUrls[path] === url);
  return key === undefined ? undefined : imageSources[key];
}

function assetFor(name: string): SanityDocument {
  const key = `../../studio/seed/images/${name}.svg`;
  const url = imageUrls[key];
  const size = SVG_SIZE.exec(imageSources[key] ?? '');
  if (!url || !size) throw new Error(`The seed dataset refers to images/${name}.svg, which is missing or has no viewBox`);
  return {
    _id: `image-${name}-svg`,
    _type: 'sanity.imageAsset',
    url,
    metadata: { dimensions: { width: Number(size[1]), height: Number(size[2]) } },
  };
}

/** Replaces `_sanityAsset` references (at any depth) and collects the asset documents they point to. */
function linkAssets(value: unknown, assets: Map<string, SanityDocument>): unknown {
  if (Array.isArray(value)) return value.map((item) => linkAssets(item, assets));
  if (value === null || typeof value !== 'object') return value;
  const entries = Object.entries(value).map(([key, item]) => [key, linkAssets(item, assets)] as const);
  const object = Object.fromEntries(entries) as Record<string, unknown>;
  const ref = typeof object['_sanityAsset'] === 'string' ? ASSET_REF.exec(object['_sanityAsset']) : null;
  if (!ref?.[1]) return object;
  const asset = assets.get(ref[1]) ?? assetFor(ref[1]);
  assets.set(ref[1], asset);
  delete object['_sanityAsset'];
  return { ...object, asset: { _type: 'reference', _ref: asset._id } };
}

let loaded: SanityDocument[] | undefined;

export function seedDocuments(): SanityDocument[] {
  if (!loaded) {
    const assets = new Map<string, SanityDocument>();
    const documents = seedNdjson
      .split('\n')
      .filter((line) => line.trim())
      .map((line) => linkAssets(JSON.parse(line), assets) as SanityDocument);
    loaded = [...documents, ...assets.values()];
  }
  return loaded;
}
