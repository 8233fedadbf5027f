// `npm run bench:js`: the JavaScript each built page loads, gzipped — inline scripts, external scripts and
// the modules they import statically, and the island components they hydrate (read from dist/, after a build).
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROOT } from './lib/stack.mjs';

const dist = join(ROOT, 'dist');
const gz = (text) => gzipSync(text, { level: 9 }).length;
const ASTRO_ASSET = /["'`](\/_astro\/[\w.-]+\.js)["'`]/g;

async function moduleGraphBytes(entry, seen) {
  if (seen.has(entry)) return 0;
  seen.add(entry);
  const code = await readFile(join(dist, entry), 'utf8');
  let bytes = gz(code);
  for (const [, next] of code.matchAll(ASTRO_ASSET)) bytes += await moduleGraphBytes(next, seen);
  return bytes;
}

async function pageBytes(html) {
  const seen = new Set();
  let inline = 0;
  let external = 0;
  for (const [, tag, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const src = /\bsrc="([^"]+)"/.exec(tag)?.[1];
    if (/type="application\/(ld\+)?json"/.test(tag)) continue;
    if (src) external += await moduleGraphBytes(src, seen);
    else if (body.trim()) inline += gz(body);
  }
  // Islands: <astro-island component-url=… renderer-url=…> load their modules on hydration.
  for (const [, url] of html.matchAll(/(?:component|renderer)-url="([^"]+)"/g)) external += await moduleGraphBytes(url, seen);
  return { inline, external, total: inline + external };
}

const files = (await readdir(dist, { recursive: true })).filter((file) => file.endsWith('.html')).sort();
const rows = [];
for (const file of files) {
  const bytes = await pageBytes(await readFile(join(dist, file), 'utf8'));
  const route = `/${relative('.', file).replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')}`;
  rows.push({ route, ...bytes });
}
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
process.stdout.write(`${'route'.padEnd(24)} ${'inline'.padStart(9)} ${'external'.padStart(9)} ${'total (gzip)'.padStart(13)}\n`);
for (const row of rows) {
  process.stdout.write(`${row.route.padEnd(24)} ${kb(row.inline).padStart(9)} ${kb(row.external).padStart(9)} ${kb(row.total).padStart(13)}\n`);
}
