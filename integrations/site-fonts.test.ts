import { describe, expect, it } from 'vitest';
import { BANGLA_FACES, BENGALI, CORE, cutFonts, EXTENDED, TYPED_FACE, unicodeRange } from './site-fonts';

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

/** The cut files' @font-face rules as the build writes them: each file and the code points its unicode-range claims. */
const rules = cutFonts().then(({ css, files }) => ({
  files,
  rules: [...css.matchAll(/src:url\(\.\/([^)]+)\)[^}]*unicode-range:([^}]+)\}/g)].map(([, file = '', range = '']) => ({ file, range })),
}));

/** The Bangla faces' files (BANGLA_FACES). */
const isBangla = (file: string) => file.startsWith('hind-siliguri-');

/** Every code point from `from` to `to`. */
const span = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index);

describe('the two cuts of each face', () => {
  // Against the CSS the build writes, not against the sets it was written from: the ranges a browser reads.
  it("claim between them, each once, every character of ASCII and Latin-1 (a guest's name or address: José, Zoë, Ñ)", async () => {
    const faces = (await rules).rules.filter(({ file }) => !file.endsWith('-extended.woff2') && !isBangla(file));
    expect(faces).toHaveLength(4);
    for (const { file, range } of faces) {
      const core = codePoints(range);
      const extended = codePoints((await rules).rules.find((rule) => rule.file === file.replace('.woff2', '-extended.woff2'))?.range ?? '');
      expect(core.filter((point) => extended.includes(point)), file).toEqual([]);
      const claimed = new Set([...core, ...extended]);
      expect([...span(0x20, 0x7e), ...span(0xa0, 0xff)].filter((point) => !claimed.has(point)), file).toEqual([]);
    }
  }, 60_000);

  it('give each file a unicode-range of exactly its own characters', async () => {
    const { files, rules: written } = await rules;
    const latin = written.filter(({ file }) => !isBangla(file));
    expect(latin).toHaveLength(8);
    for (const { file, range } of latin) {
      const characters = file.endsWith('-extended.woff2') ? EXTENDED : CORE;
      expect(codePoints(range)).toEqual([...characters].map((character) => character.codePointAt(0)).sort((a, b) => (a ?? 0) - (b ?? 0)));
      expect(files[file]?.length).toBeGreaterThan(1000);
    }
    // The preloaded core of a face is what a first view downloads: the budget counts on it staying small.
    expect(files['cormorant-garamond-500.woff2']?.length).toBeLessThan(15_000);
    expect(files['inter.woff2']?.length).toBeLessThan(21_000);
  }, 60_000);
});

describe('the Bangla faces', () => {
  it('claim the whole Bengali block but the taka sign (the Taka face gives that to every page), and the joiners', async () => {
    const { files, rules: written } = await rules;
    const isTyped = (file: string) => TYPED_FACE.files.some((typed) => typed.file === file);
    const bangla = written.filter(({ file }) => isBangla(file) && !isTyped(file));
    expect(bangla.map(({ file }) => file)).toEqual(BANGLA_FACES.map((face) => face.file));
    // Each weight's own Latin (the space, digits, punctuation between Bangla words, an e-mail address) is in the
    // same file: one request a weight.
    for (const { range } of bangla) expect(codePoints(range)).toEqual(expect.arrayContaining([...span(0x20, 0x7e)]));
    const digits = span(0x09e6, 0x09ef);
    const typed = written.filter(({ file }) => isTyped(file));
    expect(typed).toHaveLength(2);
    for (const { file, range } of [...bangla, ...typed]) {
      const claimed = codePoints(range);
      expect(claimed).not.toContain(0x09f3);
      // The guest's faces leave the digits to the page's cut: a party size in Bengali digits fetches nothing more.
      const wanted = [...span(0x0980, 0x09f2), ...span(0x09f4, 0x09ff), 0x200c, 0x200d, 0x0964, 0x0965].filter((point) => !isTyped(file) || !digits.includes(point));
      expect(wanted.filter((point) => !claimed.includes(point)), file).toEqual([]);
      if (isTyped(file)) expect(claimed.filter((point) => digits.includes(point))).toEqual([]);
    }
    // What a Bangla first view downloads: both weights, cut by glyphs (integrations/bangla-cut.ts) with their Latin,
    // and the brand's face, within decision 0008's 90 KB and near an English first view's (48 KB). The guest's whole
    // face comes only with a guest's own Bangla.
    const firstView = BANGLA_FACES.reduce((sum, face) => sum + (files[face.file]?.length ?? 0), 0) + (files['cormorant-garamond-600.woff2']?.length ?? 0);
    expect(firstView).toBeLessThan(58_000);
    expect(BENGALI).not.toContain('৳');
  }, 60_000);
});

/** Comments (the code's `SPEC §2`) draw nothing: block, line (not a URL's `//`) and HTML comments. */
const COMMENTS = /\/\*[\s\S]*?\*\/|(?<!:)\/\/.*$|<!--[\s\S]*?-->/gm;

/**
 * What the Latin faces leave to other fonts, by Unicode block: Bengali with its dandas and joiners (the Bangla
 * faces' and the taka sign's own cut face, astro-taka-font.ts), and arrows, symbols and dingbats (→ ★ ✓, drawn by the guest's own fonts).
 */
const OTHER_FONTS = /[\u0980-\u09ff\u0964\u0965\u2190-\u21ff\u2600-\u27bf]|\u200c|\u200d/u;

describe('the first cut', () => {
  // Against what the pages, islands, messages and demo menu actually write, not against LATIN: a character
  // a page sets that the preloaded file lacks sends every first view for the second file, or to a fallback.
  it('claims every character that the pages, islands, messages and demo menu write, but those other fonts draw', async () => {
    const { readdir, readFile } = await import('node:fs/promises');
    const files = ['studio/seed/production.ndjson'];
    for (const root of ['site', 'worker/contract']) {
      for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
        if (entry.isFile() && /\.(astro|tsx?|css)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) files.push(`${entry.parentPath}/${entry.name}`);
      }
    }
    const written = new Set<number>();
    for (const file of files) {
      for (const character of (await readFile(file, 'utf8')).replace(COMMENTS, '')) if (character >= ' ' && !OTHER_FONTS.test(character)) written.add(character.codePointAt(0) ?? 0);
    }
    for (const { file, range } of (await rules).rules.filter(({ file }) => !file.endsWith('-extended.woff2') && !isBangla(file))) {
      const claimed = new Set(codePoints(range));
      expect([...written].filter((point) => !claimed.has(point)).map((point) => String.fromCodePoint(point)), file).toEqual([]);
    }
  });
});

describe('the server-rendered pages', () => {
  // A glyph that no face on the page has makes the first layout ask the device for every font it holds that
  // might have it (a round trip to the browser process for each on Linux), before the first paint. The
  // islands may set an arrow after the paint; the HTML of a page draws its symbols as SVG instead.
  it('set no arrow, symbol or dingbat that only the guest’s own fonts could draw', async () => {
    const { readdir, readFile } = await import('node:fs/promises');
    const symbols = /[\u2190-\u21ff\u2600-\u27bf]/gu;
    const found: string[] = [];
    for (const root of ['site/pages', 'site/components', 'site/layouts']) {
      for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
        if (!entry.isFile() || !entry.name.endsWith('.astro')) continue;
        const text = (await readFile(`${entry.parentPath}/${entry.name}`, 'utf8')).replace(COMMENTS, '');
        for (const [symbol] of text.matchAll(symbols)) found.push(`${entry.parentPath}/${entry.name}: ${symbol}`);
      }
    }
    expect(found).toEqual([]);
  });
});
