import { describe, expect, it } from 'vitest';
import { CORE, cutFonts, EXTENDED, LATIN, unicodeRange } from './site-fonts';

const codePoints = (range: string) =>
  range.split(',').flatMap((part) => {
    const [from = 0, to = from] = part.replace(/U\+/g, '').split('-').map((hex) => Number.parseInt(hex, 16));
    return Array.from({ length: to - from + 1 }, (_, index) => from + index);
  });

describe('unicodeRange', () => {
  it('writes runs of consecutive code points as one range and the rest one by one', () => {
    expect(unicodeRange('abcx–—é')).toBe('U+0061-0063,U+0078,U+00E9,U+2013-2014');
  });
});

describe('the two cuts of each face', () => {
  it('cover LATIN between them, each character once', () => {
    expect([...CORE, ...EXTENDED].sort()).toEqual([...new Set(LATIN)].sort());
    expect([...CORE].filter((character) => EXTENDED.includes(character))).toEqual([]);
  });

  it('give each file a unicode-range of exactly its own characters', async () => {
    const { css, files } = await cutFonts();
    const rules = [...css.matchAll(/src:url\(\.\/([^)]+)\)[^}]*unicode-range:([^}]+)\}/g)].map(([, file = '', range = '']) => ({ file, range }));
    expect(rules).toHaveLength(8);
    for (const { file, range } of rules) {
      const characters = file.endsWith('-extended.woff2') ? EXTENDED : CORE;
      expect(codePoints(range)).toEqual([...characters].map((character) => character.codePointAt(0)).sort((a, b) => (a ?? 0) - (b ?? 0)));
      expect(files[file]?.length).toBeGreaterThan(1000);
    }
    // The preloaded core of a face is what a first view downloads: the budget counts on it staying small.
    expect(files['cormorant-garamond-500.woff2']?.length).toBeLessThan(15_000);
    expect(files['inter.woff2']?.length).toBeLessThan(21_000);
  });
});

/** Comments (the code's `SPEC §2`) draw nothing: block, line (not a URL's `//`) and HTML comments. */
const COMMENTS = /\/\*[\s\S]*?\*\/|(?<!:)\/\/.*$|<!--[\s\S]*?-->/gm;

describe('the first cut', () => {
  it('holds every character of the faces that the pages, islands, messages and demo menu write', async () => {
    const { readdir, readFile } = await import('node:fs/promises');
    const files = ['studio/seed/production.ndjson'];
    for (const root of ['site', 'worker/contract']) {
      for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
        if (entry.isFile() && /\.(astro|tsx?|css)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) files.push(`${entry.parentPath}/${entry.name}`);
      }
    }
    const written = new Set<string>();
    for (const file of files) for (const character of (await readFile(file, 'utf8')).replace(COMMENTS, '')) written.add(character);
    // What the faces can draw but the first cut lacks would send a first view for the second cut.
    expect([...written].filter((character) => LATIN.includes(character) && !CORE.includes(character))).toEqual([]);
  });
});
