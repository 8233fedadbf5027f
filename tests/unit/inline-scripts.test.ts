import { readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

// The scripts that run before the first paint cannot import: each takes the names of what it reads and marks
// (localStorage keys, sessionStorage keys, <html>'s data attributes) from the module that owns them, through
// define:vars or a function's source (site/lib/session/README.md), so a name changed there changes here too.
const INLINE = /<script\b[^>]*\bis:inline\b[^>]*>([\s\S]*?)<\/script>/g;
const BY_HAND = [/\b(?:localStorage|sessionStorage)\.\w+\(\s*['"`]/, /\bdataset\.\w+/];

const astroFiles = execFileSync('git', ['ls-files', 'site/**/*.astro'], { encoding: 'utf8' }).split('\n').filter(Boolean);

describe('inline scripts', () => {
  it('are found (the pattern still matches how they are written)', () => {
    expect(astroFiles.filter((file) => readFileSync(file, 'utf8').match(INLINE))).toEqual(expect.arrayContaining(['site/components/Header.astro', 'site/components/header/Account.astro', 'site/pages/cart.astro']));
  });

  it.each(astroFiles)('%s names no storage key or <html> mark by hand', (file) => {
    const scripts = [...readFileSync(file, 'utf8').matchAll(INLINE)].map((match) => match[1] ?? '');
    for (const script of scripts) for (const pattern of BY_HAND) expect(script).not.toMatch(pattern);
  });
});
