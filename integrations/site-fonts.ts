// An Astro integration that cuts the site's text faces at build time (docs/decisions/0008-font-cutting.md: fonts were three quarters of
// the home page's bytes) and writes their @font-face rules, with metric-matched fallbacks for each, so the
// swap from the guest's own font to ours (font-display: swap) changes a line's width by a few pixels at most
// and never its height:
// - Cormorant Garamond 500, 500 italic and 600, and Inter (variable) are cut to the Latin characters an
//   English page and a guest's name or address use (LATIN below); Inter's weight axis is cut to the 400–700
//   the pages set. Each face is cut in two, as Google Fonts does, with a `unicode-range` each: the characters
//   the pages set (CORE: ASCII, the copy's typography, the accents of French dish names), preloaded, and the
//   rest of LATIN, which a browser downloads only for a page that shows one of them (a guest's "Zoë").
//   Cormorant 23 → 13 KB a face for the first view, Inter 48 → 20 KB.
// - Each face gets fallback faces (Times New Roman or Arial and the fonts metric-compatible with them;
//   Android's Noto Serif and Roboto; DejaVu), sized with `size-adjust` so a line of fallback text is as wide
//   as ours, and with ascent, descent and line gap overridden to ours, computed here from the cut files
//   themselves (capsize's method, as Astro's font API and fontaine do). The italic's fallbacks are the system fonts' italics.
// Pages import `site-fonts/fonts.css` (the rules) and `site-fonts/<face>.woff2?url` (to preload a face).
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fromBuffer } from '@capsizecss/unpack';
import type { AstroIntegration } from 'astro';
import subsetFont from 'subset-font';
import { cutToRuns, siteBanglaRuns } from './bangla-cut';

const OUTPUT = fileURLToPath(new URL('../node_modules/.cache/site-fonts/', import.meta.url));

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => String.fromCodePoint(from + index)).join('');
/**
 * ASCII, Latin-1 (accented names: José, Zoë, Ñ), and the typography the copy uses: dashes, curly quotes,
 * bullet, ellipsis, primes, guillemets, minus, €, ™, Œ and the dotless i. (The faces' Latin files have no
 * arrows: a → is the guest's own font's, with or without a range claiming it.)
 */
export const LATIN = `${range(0x20, 0x7e)}${range(0xa0, 0xff)}ıŒœˆ˜–—‘’‚“”„•…′″‹›€™−`;
/** What the pages set (every non-ASCII character of the built pages, the menu and the islands: − on the steppers), preloaded. */
export const CORE = `${range(0x20, 0x7e)}·–—©‘’“”•…×½−àâçèéêëîïôùûüñÀÉ`;
/** The rest of LATIN: a file of its own, fetched only by a page that shows one of these. */
export const EXTENDED = [...LATIN].filter((character) => !CORE.includes(character)).join('');

/** A `unicode-range` value for a set of characters: runs of consecutive code points as one range each. */
export function unicodeRange(characters: string): string {
  const points = [...new Set([...characters].map((character) => character.codePointAt(0) ?? 0))].sort((a, b) => a - b);
  const hex = (point: number) => point.toString(16).toUpperCase().padStart(4, '0');
  const runs: [number, number][] = [];
  for (const point of points) {
    const last = runs.at(-1);
    if (last && point === last[1] + 1) last[1] = point;
    else runs.push([point, point]);
  }
  return runs.map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`)).join(',');
}

/**
 * Bangla: the whole Bengali block, the joiners that steer a conjunct (ZWNJ, ZWJ), the dandas, and the dotted
 * circle shaping draws a lone vowel sign on. The whole block, not only the letters our pages set: a guest's own
 * Bangla (a name, an address, a special request) must shape too, and a face that has a letter but lacks one of
 * its conjuncts draws it broken (a visible hasanta) instead of falling back to another font.
 */
export const BENGALI = `${range(0x0980, 0x09f2)}${range(0x09f4, 0x09ff)}\u200c\u200d\u0964\u0965\u25cc`;
// (Less the taka sign, ৳: the Taka face gives it to every page, English ones included, without this file.)

/**
 * What Bengali shaping reads from a face (OpenType's Bengali script: conjuncts, reph, half and below-base
 * forms, vowel signs' positions), kept so the cut shapes exactly as the whole face does; hb-subset keeps every
 * glyph these features can reach from the kept characters (its layout closure).
 */
const BENGALI_FEATURES = ['locl', 'nukt', 'akhn', 'rphf', 'blwf', 'half', 'pstf', 'vatu', 'cjct', 'init', 'pres', 'abvs', 'blws', 'psts', 'haln', 'calt', 'ccmp', 'liga', 'clig', 'rlig', 'kern', 'dist', 'abvm', 'blwm', 'mark', 'mkmk'];

/**
 * Hind Siliguri, a humanist face drawn in Bangladesh for screens, sets every Bangla word: body text in 400,
 * headings, labels and buttons in 600. A Bengali face holds four to five times the glyphs of a Latin one (the
 * conjuncts): cut by characters, each weight is 37 KB. So each is cut by glyphs (integrations/bangla-cut.ts): the
 * glyphs that shaping the site's own Bangla takes, every Bengali character
 * still mapped (hinting dropped: Chromium and Android draw these outlines unhinted anyway), with Hind's own Latin
 * for the spaces and punctuation between the words (BANGLA_LATIN) in the same file. The source is the whole face as
 * Google Fonts publishes it (Expo's package of it): Fontsource splits it into a Bengali and a Latin file, and a page
 * preloading two files a weight paid a request more for each on a slow network's first view.
 * A Bangla page's stacks start with it; an element marked lang="en" (the brand) keeps the Latin faces.
 * Noto Serif Bengali for headings was measured and left out: 65 KB a weight for the block and 53 KB cut to the
 * letters our pages use.
 */
export const BANGLA_FACES = [
  // Text, and headings, labels and buttons: the site's own words. A guest's own words are in TYPED_FACE.
  { file: 'hind-siliguri-400.woff2', family: 'Hind Siliguri', source: '@expo-google-fonts/hind-siliguri/400Regular/HindSiliguri_400Regular.ttf', weight: '300 450' },
  { file: 'hind-siliguri-600.woff2', family: 'Hind Siliguri', source: '@expo-google-fonts/hind-siliguri/600SemiBold/HindSiliguri_600SemiBold.ttf', weight: '451 900' },
];

/**
 * A guest's own words on a Bangla page: Hind Siliguri whole (the Bengali block, every conjunct), a family of its own
 * that only the fields and what shows a guest's words back (a name, an address, a request: the class `guest-words`)
 * use (global.css), so a guest's own Bangla always shapes. Each weight is a file of its own, which a page downloads
 * only once it shows a guest's Bangla in that weight (a name in the profile's heading is 600, an address 400); the
 * page's own cuts hold the site's words alone.
 */
export const TYPED_FACE = {
  family: 'Hind Siliguri Typed',
  files: BANGLA_FACES.map((face) => ({ file: face.file.replace(/\.woff2$/, '-typed.woff2'), source: face.source, weight: face.weight })),
};
/** What the guest's face claims: the Bengali block but its digits. */
export const TYPED_LETTERS = [...BENGALI].filter((character) => character < '০' || character > '৯').join('');

/**
 * The Latin a Bangla page sets between and beside its words, drawn from Hind's own Latin in the Bangla cut: the
 * space, digits and punctuation, and the letters of an e-mail address or a map's credit. Otherwise a Bangla
 * heading's spaces alone would download the Latin display face, and its body's the Latin text face, for nothing;
 * and Hind's Latin sits with its Bangla as the one face it was drawn as.
 */
export const BANGLA_LATIN = `${range(0x20, 0x7e)}\u00a0·–—©‘’“”•…×½−`;

/** The word the language switch shows on an English page, and the face it is set in (written into the page). */
export const SWITCH_WORD = 'বাংলা';
export const SWITCH_FACE = 'Bangla Word';

/** What Bengali shaping reads, for a cut of the whole block (the fields' face and the switch's word). */
const cutWhole = (source: Buffer, text: string, targetFormat: 'woff2' | 'sfnt' = 'woff2') =>
  // `noHinting` is in subset-font's README (hb-subset's --no-hinting) but not in its type declarations.
  subsetFont(source, text, { targetFormat, keepFeatures: BENGALI_FEATURES, noHinting: true } as Parameters<typeof subsetFont>[2]);

/** The characters a Bangla cut maps: the Bengali block and Hind's Latin between the words. */
export const BANGLA_CHARACTERS = `${BENGALI}${BANGLA_LATIN}`;

/** A Bangla face cut for the site: every Bengali character and BANGLA_LATIN mapped, and the glyphs shaping `runs` takes. */
export const cutBangla = (source: Buffer, runs: Iterable<string>, targetFormat: 'woff2' | 'sfnt' = 'woff2') =>
  cutToRuns(source, BANGLA_CHARACTERS, runs, BENGALI_FEATURES, targetFormat);

/** A Bangla face cut to the whole block: every conjunct (the guest's face). */
export const cutBanglaWhole = (source: Buffer, targetFormat: 'woff2' | 'sfnt' = 'woff2') => cutWhole(source, BENGALI, targetFormat);

/** The layout features the pages use (kerning, ligatures, tabular and lining figures) and the ones shaping needs. */
const FEATURES = ['kern', 'liga', 'calt', 'clig', 'ccmp', 'locl', 'mark', 'mkmk', 'tnum', 'lnum', 'case'];

interface Face {
  file: string;
  family: string;
  source: string;
  weight: string;
  style: 'normal' | 'italic';
  fallback: 'serif' | 'sans';
  variationAxes?: Record<string, { min: number; max: number }>;
}

export const FACES: Face[] = [
  { file: 'cormorant-garamond-500.woff2', family: 'Cormorant Garamond', source: '@fontsource/cormorant-garamond/files/cormorant-garamond-latin-500-normal.woff2', weight: '500', style: 'normal', fallback: 'serif' },
  { file: 'cormorant-garamond-500-italic.woff2', family: 'Cormorant Garamond', source: '@fontsource/cormorant-garamond/files/cormorant-garamond-latin-500-italic.woff2', weight: '500', style: 'italic', fallback: 'serif' },
  { file: 'cormorant-garamond-600.woff2', family: 'Cormorant Garamond', source: '@fontsource/cormorant-garamond/files/cormorant-garamond-latin-600-normal.woff2', weight: '600', style: 'normal', fallback: 'serif' },
  { file: 'inter.woff2', family: 'Inter Variable', source: '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2', weight: '400 700', style: 'normal', fallback: 'sans', variationAxes: { wght: { min: 400, max: 700 } } },
];

interface Metrics {
  ascent: number;
  descent: number;
  lineGap: number;
  unitsPerEm: number;
  xWidthAvg: number;
}

/**
 * The guest's own fonts a fallback face is drawn from, with their metrics: Times New Roman and Arial from
 * capsize's tables (as Astro's font API has them; Liberation, Tinos and Arimo are metric-compatible with
 * them), Noto Serif and Roboto for Android, DejaVu as Debian ships it (measured from its files with @capsizecss/unpack).
 */
const SYSTEM: Record<'serif' | 'sans', { name: string; local: string[]; italic?: string[]; metrics: Metrics }[]> = {
  serif: [
    {
      name: 'Times',
      local: ['Times New Roman', 'TimesNewRomanPSMT', 'Liberation Serif', 'Tinos', 'Times'],
      italic: ['Times New Roman Italic', 'TimesNewRomanPS-ItalicMT', 'Liberation Serif Italic', 'Tinos Italic', 'Times Italic'],
      metrics: { ascent: 1825, descent: -443, lineGap: 87, unitsPerEm: 2048, xWidthAvg: 832 },
    },
    // Android's serif, and so most of our guests' phones (capsize's table).
    { name: 'Noto', local: ['Noto Serif', 'NotoSerif-Regular'], italic: ['Noto Serif Italic', 'NotoSerif-Italic'], metrics: { ascent: 1069, descent: -293, lineGap: 0, unitsPerEm: 1000, xWidthAvg: 481 } },
    { name: 'DejaVu', local: ['DejaVu Serif'], italic: ['DejaVu Serif Italic'], metrics: { ascent: 1901, descent: -483, lineGap: 0, unitsPerEm: 2048, xWidthAvg: 1058 } },
  ],
  sans: [
    { name: 'Arial', local: ['Arial', 'ArialMT', 'Liberation Sans', 'Arimo', 'Helvetica'], metrics: { ascent: 1854, descent: -434, lineGap: 67, unitsPerEm: 2048, xWidthAvg: 913 } },
    { name: 'Roboto', local: ['Roboto', 'Roboto-Regular'], metrics: { ascent: 1900, descent: -500, lineGap: 0, unitsPerEm: 2048, xWidthAvg: 911 } },
    { name: 'DejaVu', local: ['DejaVu Sans'], metrics: { ascent: 1901, descent: -483, lineGap: 0, unitsPerEm: 2048, xWidthAvg: 1041 } },
  ],
};

const percent = (value: number) => `${(value * 100).toFixed(2)}%`;

/** One fallback face: the system font scaled to our face's average width, with our vertical metrics. */
function fallbackFace(face: Face, ours: Metrics, system: (typeof SYSTEM)['serif'][number]) {
  const sizeAdjust = ours.xWidthAvg / ours.unitsPerEm / (system.metrics.xWidthAvg / system.metrics.unitsPerEm);
  const em = ours.unitsPerEm * sizeAdjust;
  // A weight range wide enough that the browser never synthesises a bolder fallback than ours.
  return (
    `@font-face{font-family:'${face.family} ${system.name}';font-style:${face.style};font-weight:100 900;` +
    `src:${((face.style === 'italic' && system.italic) || system.local).map((name) => `local('${name}')`).join(',')};size-adjust:${percent(sizeAdjust)};` +
    `ascent-override:${percent(ours.ascent / em)};descent-override:${percent(Math.abs(ours.descent) / em)};line-gap-override:${percent(ours.lineGap / em)}}`
  );
}

export async function cutFonts(): Promise<{ css: string; files: Record<string, Buffer> }> {
  const require = createRequire(import.meta.url);
  const files: Record<string, Buffer> = {};
  const rules: string[] = [];
  const fallbacks = new Map<string, string>();
  for (const face of FACES) {
    const source = await readFile(require.resolve(face.source));
    const options = { targetFormat: 'woff2' as const, keepFeatures: FEATURES, ...(face.variationAxes ? { variationAxes: face.variationAxes } : {}) };
    const cut = await subsetFont(source, CORE, options);
    const extendedFile = face.file.replace(/\.woff2$/, '-extended.woff2');
    files[face.file] = cut;
    files[extendedFile] = await subsetFont(source, EXTENDED, options);
    for (const [file, characters] of [[face.file, CORE], [extendedFile, EXTENDED]] as const) {
      rules.push(
        `@font-face{font-family:'${face.family}';font-style:${face.style};font-display:swap;font-weight:${face.weight};` +
          `src:url(./${file}) format('woff2');unicode-range:${unicodeRange(characters)}}`,
      );
    }
    // One set of fallback faces per family and style, from the metrics of its regular (first) weight.
    const key = `${face.family} ${face.style}`;
    if (!fallbacks.has(key)) {
      const ours = await fromBuffer(cut);
      fallbacks.set(key, SYSTEM[face.fallback].map((system) => fallbackFace(face, ours, system)).join('\n'));
    }
  }
  const runs = await siteBanglaRuns();
  const sources = new Map<string, Buffer>();
  for (const face of BANGLA_FACES) sources.set(face.source, await readFile(require.resolve(face.source)));
  const source = (path: string) => {
    const bytes = sources.get(path);
    if (!bytes) throw new Error(`${path} is not one of BANGLA_FACES' sources`);
    return bytes;
  };
  for (const face of BANGLA_FACES) {
    files[face.file] = await cutBangla(source(face.source), runs);
    rules.push(
      // `optional`: preloaded, the face is there for the first paint on any but the slowest first visit; there, the
      // page stays in the phone's own Bengali face (Android's Noto Sans Bengali) rather than re-laying out every line
      // when ours arrives. Bengali faces differ too much in width for a metric-matched fallback to hold a line.
      `@font-face{font-family:'${face.family}';font-style:normal;font-display:optional;font-weight:${face.weight};` +
        `src:url(./${face.file}) format('woff2');unicode-range:${unicodeRange(BANGLA_CHARACTERS)}}`,
    );
  }
  // `swap`: it arrives while the guest types, or with their words shown back, and changes only those words. Its range
  // leaves out the digits (the page's cut has them all): a field showing a number in Bengali digits (the party size, a
  // phone) would otherwise fetch 38 KB for ২.
  for (const typed of TYPED_FACE.files) {
    files[typed.file] = await cutBanglaWhole(source(typed.source));
    rules.push(`@font-face{font-family:'${TYPED_FACE.family}';font-style:normal;font-display:swap;font-weight:${typed.weight};src:url(./${typed.file}) format('woff2');unicode-range:${unicodeRange(TYPED_LETTERS)}}`);
  }
  // The language switch on every English page says বাংলা: that one word, cut from the 600 weight (0.9 KB), so an
  // English page never downloads a Bangla face for it. The switch has a set width, so its word arriving moves nothing.
  files['bangla-word.woff2'] = await cutWhole(source(BANGLA_FACES[1]?.source ?? ''), SWITCH_WORD);
  rules.push(`@font-face{font-family:'${SWITCH_FACE}';font-display:block;font-weight:100 900;src:url(./bangla-word.woff2) format('woff2')}`);
  return { css: `${[...rules, ...fallbacks.values()].join('\n')}\n`, files };
}

export default function siteFonts(): AstroIntegration {
  return {
    name: 'site-fonts',
    hooks: {
      'astro:config:setup': async ({ updateConfig }) => {
        const { css, files } = await cutFonts();
        // Afresh each build, so a file no face writes any more is not left for an import to find.
        await rm(OUTPUT, { recursive: true, force: true });
        await mkdir(OUTPUT, { recursive: true });
        await Promise.all(Object.entries(files).map(([name, bytes]) => writeFile(join(OUTPUT, name), bytes)));
        await writeFile(join(OUTPUT, 'fonts.css'), css);
        updateConfig({ vite: { resolve: { alias: [{ find: /^site-fonts\//, replacement: OUTPUT }] } } });
      },
    },
  };
}
