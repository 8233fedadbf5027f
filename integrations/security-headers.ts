// An Astro integration that writes dist/_headers after the build: the security headers for every static
// response, and a Content-Security-Policy whose only inline allowances are the hashes of the inline
// scripts and styles the build actually emitted.
//
// The hashes are read from the built pages because no Astro API gives them all: Astro's own CSP
// (`security.csp`) hashes only the scripts and styles it processes, not our `is:inline` ones, and writes the
// policy as a `<meta>` in every page (2 KB each, and a meta policy cannot carry `frame-ancestors`), where a
// Workers `_headers` file sends it once, as a header.
import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { COMMON_SECURITY_HEADERS, pageContentSecurityPolicy, type PageSources } from '../worker/security-headers';

const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi;
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

export default function securityHeaders(extra: Omit<PageSources, 'scriptHashes' | 'styleHashes'> = {}): AstroIntegration {
  return {
    name: 'security-headers',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const outDir = fileURLToPath(dir);
        const scripts = new Set<string>();
        const styles = new Set<string>();
        for (const file of await htmlFiles(outDir)) {
          const found = collectInlineHashes(await readFile(file, 'utf8'));
          found.scripts.forEach((hash) => scripts.add(hash));
          found.styles.forEach((hash) => styles.add(hash));
        }
        const policy = pageContentSecurityPolicy({ ...extra, scriptHashes: [...scripts].sort(), styleHashes: [...styles].sort() });
        const lines = [
          '/*',
          `  Content-Security-Policy: ${policy}`,
          ...Object.entries(COMMON_SECURITY_HEADERS).map(([name, value]) => `  ${name}: ${value}`),
          // Vite fingerprints everything under /_astro/: cache it for a year. A policy governs documents only:
          // scripts, fonts and images go without its 2 KB (a dozen of them on a phone's first view: docs/decisions/0007-first-view-budgets.md).
          '/_astro/*',
          '  Cache-Control: public, max-age=31536000, immutable',
          '  ! Content-Security-Policy',
        ];
        await writeFile(join(outDir, '_headers'), `${lines.join('\n')}\n`);
        logger.info(`_headers written: ${scripts.size} inline script and ${styles.size} inline style hashes`);
      },
    },
  };
}
