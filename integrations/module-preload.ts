// An Astro integration that asks for every page's own scripts at low priority, and flattens their request
// chains: each page gets a `<link rel="modulepreload" fetchpriority="low">` in its head for every module its
// scripts import statically, so no import waits for the one above it to arrive and be parsed (one round trip
// per level on a phone's network).
//
// Why low priority: a module script never holds the first paint, which needs the HTML and the fonts first. At
// the default (high) priority the scripts shared a phone's bandwidth with the fonts, and Lighthouse's
// simulation counted them as render-blocking. Measured with `npm run bench:pages` (docs/performance.md):
// without this integration, FCP 0.96 → 1.38 s on /, 0.94 → 1.20 s on /contact, and / at 99 instead of 100.
//
// How: the import graph is the bundler's own (Rollup's `chunk.imports`, the static imports only: code loaded
// on demand is left to load on demand), recorded as the client bundle is written. The pages are then edited
// after the build, because Astro writes its script tags itself and offers no hook to give them attributes
// or to add head links per page; the edit is the narrowest one: the `<script type="module" src>` tags Astro
// emits. No component script is inlined (astro.config.mjs), and one that were would import nothing (Astro's
// plugin-scripts inlines only those), so it would have no graph.
// Islands load their code as Astro does (`client:idle`), untouched.
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import type { Plugin } from 'vite';
import { htmlFiles } from './security-headers';

/** The module scripts Astro writes into a page: `<script type="module" src="/_astro/…">`. */
const MODULE_SCRIPT = /<script type="module" src="([^"]+)"/g;

/** Each built module (as a site path) and the modules it imports statically. */
export type ImportGraph = ReadonlyMap<string, readonly string[]>;

/** The page with its scripts asked for at low priority and their static imports preloaded; how many preloads. */
export function withModulePreloads(html: string, graph: ImportGraph): { html: string; count: number } {
  const scripts = [...html.matchAll(MODULE_SCRIPT)].map((match) => match[1] ?? '');
  const found = new Set<string>();
  const visit = (url: string) => {
    for (const next of graph.get(url) ?? []) {
      if (found.has(next)) continue;
      found.add(next);
      visit(next);
    }
  };
  scripts.forEach(visit);
  // A page script is in the HTML already (the preload scanner finds it): only what it imports is preloaded.
  for (const url of scripts) found.delete(url);
  const links = [...found].map((url) => `<link rel="modulepreload" href="${url}" fetchpriority="low">`).join('');
  const page = html.replaceAll('<script type="module" src=', '<script type="module" fetchpriority="low" src=').replace('</head>', `${links}</head>`);
  return { html: page, count: found.size };
}

/** A Vite plugin that records the client bundle's static import graph into `graph` as it is written. */
export function recordImportGraph(graph: Map<string, readonly string[]>): Plugin {
  return {
    name: 'module-preload:graph',
    enforce: 'post',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle(_options, bundle) {
      // File names are the output folder's (`_astro/x.js`); the site serves that folder at its root.
      for (const output of Object.values(bundle)) {
        if (output.type === 'chunk') graph.set(`/${output.fileName}`, output.imports.map((file) => `/${file}`));
      }
    },
  };
}

export default function modulePreload(): AstroIntegration {
  const graph = new Map<string, readonly string[]>();
  return {
    name: 'module-preload',
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        updateConfig({ vite: { plugins: [recordImportGraph(graph)] } });
      },
      'astro:build:done': async ({ dir, logger }) => {
        let links = 0;
        for (const file of await htmlFiles(fileURLToPath(dir))) {
          const built = await readFile(file, 'utf8');
          const { html, count } = withModulePreloads(built, graph);
          if (html !== built) await writeFile(file, html);
          links += count;
        }
        logger.info(`${links} module preloads written, from an import graph of ${graph.size} modules`);
      },
    },
  };
}
