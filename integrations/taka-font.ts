// An Astro integration that cuts, at build time, the one glyph the site needs from a Bengali font: the taka
// sign (৳). A device without a Bengali font of its own downloads 0.7 KB instead of the whole Bengali face
// (74 KB). Pages import it as `taka-sign.woff2?url`, hashed and served like any other asset.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import subsetFont from 'subset-font';

const SOURCE = '@expo-google-fonts/hind-siliguri/500Medium/HindSiliguri_500Medium.ttf';
const OUTPUT = fileURLToPath(new URL('../node_modules/.cache/taka-font/taka-sign.woff2', import.meta.url));
/** Hinting and layout tables draw nothing for a single symbol at text sizes. */
const NOT_NEEDED = ['GSUB', 'GPOS', 'GDEF', 'DSIG', 'gasp', 'prep', 'fpgm', 'cvt '];

export async function takaSubset(): Promise<Buffer> {
  const source = await readFile(createRequire(import.meta.url).resolve(SOURCE));
  return subsetFont(source, '৳', { targetFormat: 'woff2', noLayoutClosure: true, dropTables: NOT_NEEDED });
}

export default function takaFont(): AstroIntegration {
  return {
    name: 'taka-font',
    hooks: {
      'astro:config:setup': async ({ updateConfig }) => {
        await mkdir(dirname(OUTPUT), { recursive: true });
        await writeFile(OUTPUT, await takaSubset());
        updateConfig({ vite: { resolve: { alias: [{ find: /^taka-sign\.woff2/, replacement: OUTPUT }] } } });
      },
    },
  };
}
