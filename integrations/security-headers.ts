// An Astro integration that writes dist/_headers after the build: the security headers for every static
// response, and for each page a Content-Security-Policy whose only inline allowances are the hashes of the
// inline scripts and styles that page carries.
//
// The hashes are read from the built pages because no Astro API gives them all: Astro's own CSP
// (`security.csp`) hashes only the scripts and styles it processes, not our `is:inline` ones, and writes the
// policy as a `<meta>` in every page (2 KB each, and a meta policy cannot carry `frame-ancestors`), where a
// Workers `_headers` file sends it as a header.
//
// One policy per page, not one for the whole site: a page may run only its own inline code, and its header
// carries its own 5–8 hashes, not the site's 25 (about 0.9 KB less on every document, which on a phone's
// new connection decides whether a page arrives in the first round trip: docs/performance.md).
import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { COMMON_SECURITY_HEADERS, pageContentSecurityPolicy, type PageSources } from '../worker/security-headers';

// A data block (`type="application/json"`: the page's words, BaseLayout) is never run, so the policy need not name it.
const INLINE_SCRIPT = /<script\b(?![^>]*\b(?:src=|type="application\/json"))[^>]*>([\s\S]*?)<\/script>/gi;
const INLINE_STYLE = /<style\b[^>]*>([\s\S]*?)<\/style>/gi;

const sha256 = (text: string) => `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;

export async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile() && entry.name.endsWith('.html')).map((entry) => join(entry.parentPath, entry.name));
}

export function collectInlineHashes(html: string): { scripts: string[]; styles: string[] } {
  return {
    scripts: [...html.matchAll(INLINE_SCRIPT)].map((match) => sha256(match[1] ?? '')),
    styles: [...html.matchAll(INLINE_STYLE)].map((match) => sha256(match[1] ?? '')),
  };
}

/**
 * The path a built page answers at: `index.html` at `/`, `about.html` at `/about` (the build writes pages as
 * files, and the assets' `auto-trailing-slash` serves them without the extension), `x/index.html` at `/x/`.
 */
export function pagePath(relativeFile: string): string {
  const name = relativeFile.split(sep).join('/').replace(/\.html$/, '');
  if (name === 'index') return '/';
  return name.endsWith('/index') ? `/${name.slice(0, -'index'.length)}` : `/${name}`;
}

/** A `_headers` rule: the pattern on its own line, its headers indented under it. */
const rule = (pattern: string, headers: string[]) => [pattern, ...headers.map((header) => `  ${header}`)];

type Sources = Omit<PageSources, 'scriptHashes' | 'styleHashes'>;

/** A page's policy: the site's sources and the hashes of that page's own inline scripts and styles. */
export function policyOf(html: string, sources: Sources): string {
  const found = collectInlineHashes(html);
  const sorted = (hashes: string[]) => [...new Set(hashes)].sort();
  return pageContentSecurityPolicy({ ...sources, scriptHashes: sorted(found.scripts), styleHashes: sorted(found.styles) });
}

/**
 * The one exception to "nothing frames a page, and a page frames nothing": the kitchen's screen prints each new
 * ticket by loading /ticket in a hidden frame of its own and printing it (with the tablet's kiosk printing, no
 * dialog). So /ticket may be framed by the site itself, and /kitchen may frame the site. No other origin may.
 */
export const FRAMING: Readonly<Record<string, { frame?: readonly string[]; frameAncestors?: readonly string[] }>> = {
  '/kitchen': { frame: ["'self'"] },
  '/ticket': { frameAncestors: ["'self'"] },
};

/** The `_headers` file for the built pages, given as their paths (`pagePath`) and HTML. */
export function headersFile(pages: ReadonlyMap<string, string>, sources: Sources): string {
  // Any path that is no page gets the not-found page, and so its policy: rules apply by the path asked for,
  // every rule matching it, in order. A page's own rule takes that policy off (`!`) and sets its own instead.
  const notFound = policyOf(pages.get('/404') ?? '', sources);
  const own = [...pages.entries()].filter(([path]) => path !== '/404').sort(([a], [b]) => a.localeCompare(b));
  const lines = [
    ...rule('/*', [`Content-Security-Policy: ${notFound}`, ...Object.entries(COMMON_SECURITY_HEADERS).map(([name, value]) => `${name}: ${value}`)]),
    // Vite fingerprints everything under /_astro/: cache it for a year. A policy governs documents only:
    // scripts, fonts and images go without it (a dozen of them on a phone's first view: docs/decisions/0007-first-view-budgets.md).
    ...rule('/_astro/*', ['Cache-Control: public, max-age=31536000, immutable', '! Content-Security-Policy']),
    ...own.flatMap(([path, html]) => {
      const framing = FRAMING[path];
      const policy = policyOf(html, framing ? { ...sources, frame: [...(sources.frame ?? []), ...(framing.frame ?? [])], frameAncestors: framing.frameAncestors ?? [] } : sources);
      const framed = framing?.frameAncestors ? ['! X-Frame-Options', 'X-Frame-Options: SAMEORIGIN'] : [];
      return rule(path, ['! Content-Security-Policy', `Content-Security-Policy: ${policy}`, ...framed]);
    }),
  ];
  return `${lines.join('\n')}\n`;
}

export default function securityHeaders(sources: Sources = {}): AstroIntegration {
  return {
    name: 'security-headers',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const outDir = fileURLToPath(dir);
        const pages = new Map<string, string>();
        for (const file of await htmlFiles(outDir)) pages.set(pagePath(relative(outDir, file)), await readFile(file, 'utf8'));
        await writeFile(join(outDir, '_headers'), headersFile(pages, sources));
        logger.info(`_headers written: a Content-Security-Policy for each of ${pages.size} pages, the not-found page's for any other path`);
      },
    },
  };
}
