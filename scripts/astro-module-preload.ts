// An Astro integration that flattens the module request chains of every built page (issue #14: the page
// script → add-to-order.js, 337 ms on slow 4G). A module's static imports are only discovered once it has
// arrived and been parsed, one round trip per level. After the build, each page gets a
// `<link rel="modulepreload">` in its head for every module its scripts import statically.
//
// A page's scripts and their preloads are asked for at low priority (`fetchpriority="low"`): a module
// script never holds the first paint, which needs the HTML and the fonts first. At the default (high)
// priority they shared a phone's bandwidth with the fonts, and Lighthouse's simulation counted them as
// render-blocking (measured: FCP on / 1.18 → 0.97 s, /contact 1.42 → 0.81 s).
//
// An island's code is left out of the page's first requests: asked for with them, the framework competed with the
// page's fonts for a phone's bandwidth before the first paint (measured: FCP on /login 1.5 → 2.2 s). A
// `client:painted` island (site/lib/client-painted.ts) asks for it once the page has painted, and then all
// at once: its whole static graph is written on the island, in `data-modules`, so no import waits for
// another. Dynamic imports (code loaded on demand) are left alone.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { htmlFiles } from './astro-security-headers';

const MODULE_SCRIPT = /<script type="module" src="([^"]+)"/g;
const INLINE_MODULE = /<script type="module">([\s\S]*?)<\/script>/g;
const PAINTED_ISLAND = /<astro-island\b[^>]*\bclient="painted"[^>]*>/g;
const ISLAND_MODULE = /\b(?:component|renderer)-url="([^"]+)"/g;
/** `import{a as b}from"./x.js"` and `import"./x.js"`, as the bundler writes them; not `import("./x.js")`. */
const STATIC_IMPORT = /\bimport\s*(?:[\w$*{][^"';]*?\bfrom\s*)?["']([^"']+\.js)["']/g;

/** The static imports of the module at `url`, as site paths. */
export function staticImports(code: string, url: string): string[] {
  return [...code.matchAll(STATIC_IMPORT)].map((match) => new URL(match[1] ?? '', `http://site${url}`).pathname);
}

/** A page with its module preloads written in, and how many; `importsOf` gives a built module's static imports. */
export async function withModulePreloads(html: string, importsOf: (url: string) => Promise<string[]>): Promise<{ html: string; count: number }> {
  const graph = async (roots: string[]) => {
    const found = new Set<string>();
    const visit = async (url: string) => {
      if (found.has(url) || !url.startsWith('/_astro/')) return;
      found.add(url);
      for (const next of await importsOf(url)) await visit(next);
    };
    for (const url of roots) await visit(url);
    return found;
  };
  const scripts = [...html.matchAll(MODULE_SCRIPT)].map((match) => match[1] ?? '');
  const inline = [...html.matchAll(INLINE_MODULE)].flatMap((match) => staticImports(match[1] ?? '', '/'));
  // Page scripts are in the HTML already (the preload scanner finds them): their imports are preloaded.
  const early = await graph([...scripts, ...inline]);
  for (const url of scripts) early.delete(url);
  let count = early.size;
  let page = html
    .replaceAll('<script type="module" src=', '<script type="module" fetchpriority="low" src=')
    .replace('</head>', `${[...early].map((url) => `<link rel="modulepreload" href="${url}" fetchpriority="low">`).join('')}</head>`);
  for (const tag of new Set(page.match(PAINTED_ISLAND))) {
    const modules = await graph([...tag.matchAll(ISLAND_MODULE)].map((match) => match[1] ?? ''));
    for (const url of [...early, ...scripts]) modules.delete(url);
    if (modules.size === 0) continue;
    // A function, so that a `$` in the island's props is not read as a replacement pattern.
    const withModules = tag.replace(/>$/, ` data-modules="${[...modules].join(' ')}">`);
    page = page.replaceAll(tag, () => withModules);
    count += modules.size;
  }
  return { html: page, count };
}

export default function modulePreload(): AstroIntegration {
  return {
    name: 'module-preload',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const outDir = fileURLToPath(dir);
        const imports = new Map<string, Promise<string[]>>();
        const importsOf = (url: string) => {
          let found = imports.get(url);
          if (!found) {
            found = readFile(join(outDir, url), 'utf8').then((code) => staticImports(code, url));
            imports.set(url, found);
          }
          return found;
        };
        let links = 0;
        for (const file of await htmlFiles(outDir)) {
          const built = await readFile(file, 'utf8');
          const { html, count } = await withModulePreloads(built, importsOf);
          if (html !== built) await writeFile(file, html);
          links += count;
        }
        logger.info(`${links} module preloads written`);
      },
    },
  };
}
