import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import fontverter from 'fontverter';
import * as hb from 'harfbuzzjs';
import { describe, expect, it } from 'vitest';
import { siteBanglaRuns } from './bangla-cut';
import { BANGLA_FACES, cutBangla, cutBanglaWhole } from './site-fonts';

// The Bangla faces are cut at build time (integrations/site-fonts.ts). A cut that lost a feature or a glyph
// of Bengali shaping still "works": its conjuncts come out as two letters and a visible hasanta, its reph and
// vowel signs in the wrong place. So the cut is shaped with HarfBuzz (the shaper Chromium and Android use)
// beside the face it was cut from, over words that need every kind of shaping, and must draw the same glyphs
// at the same places.
const WORDS = [
  'কর্ণফুলী', // reph over ণ, the long ী
  'ক্ষ্মা', // three-letter conjunct
  'স্ত্রী', // stacked conjunct with ী
  'জ্ঞান', // জ্ঞ
  'চিংড়ির মালাইকারি', // the pre-base ি, anusvara, the nukta form ড়
  'শুঁটকি ভর্তা', // chandrabindu over a below-base vowel, reph
  'রূপচাঁদা', // র with ূ (its own form)
  'উদ্ভিদ', // দ্ভ
  'শঙ্খ অঙ্ক', // ঙ্খ, ঙ্ক
  'কৌশল ক্রেতা', // split vowel ৌ, র-phala
  'ব্যঞ্জন', // য-phala, ঞ্জ
  'হৃদয়', // ৃ under হ
  'সন্ধ্যা ৭:৩০', // ন্ধ with য-phala, Bengali digits
  'কক্‌টেল', // ZWNJ keeping the hasanta visible on purpose
];

const require = createRequire(import.meta.url);

const CONSONANTS = [...'কখগঘঙচছজঝঞটঠডঢণতথদধনপফবভমযরলশষসহ', 'ড়', 'ঢ়', 'য়'];
const VOWEL_SIGNS = [
  '',
  'া',
  'ি',
  'ী',
  'ু',
  'ূ',
  'ৃ',
  'ে',
  'ৈ',
  'ো',
  'ৌ',
  'ং',
  'ঁ',
  '্',
];
/** The conjuncts Bangla writes most (names and places included: চট্টগ্রাম, মোস্তফা, শাহজাহান, লক্ষ্মী). */
const CONJUNCTS = (
  'ক্ক ক্ট ক্ত ক্ন ক্ব ক্ম ক্র ক্ল ক্ষ ক্স ক্ষ্ম ক্ষ্ণ ক্ষ্ব গ্ধ গ্ন গ্ব গ্ম গ্ল গ্র ঘ্ন ঙ্ক ঙ্খ ঙ্গ ঙ্ঘ চ্চ চ্ছ চ্ঞ ' +
  'জ্জ জ্ঝ জ্ঞ জ্ব ঞ্চ ঞ্ছ ঞ্জ ঞ্ঝ ট্ট ট্ব ড্ড ণ্ট ণ্ঠ ণ্ড ণ্ণ ণ্ব ণ্ম ত্ত ত্থ ত্ন ত্ব ত্ম ত্র ত্ত্ব থ্ব দ্গ দ্দ দ্ধ দ্ব দ্ভ দ্ম দ্র ' +
  'ধ্ন ধ্ব ন্ট ন্ঠ ন্ড ন্ত ন্থ ন্দ ন্ধ ন্ন ন্ব ন্ম ন্স ন্ত্র ন্দ্র ন্ত্ব প্ট প্ত প্ন প্প প্ল প্স ফ্ল ব্জ ব্দ ব্ধ ব্ব ব্ল ' +
  'ভ্ব ম্ন ম্প ম্ফ ম্ব ম্ভ ম্ম ম্ল ল্ক ল্গ ল্ট ল্ড ল্প ল্ফ ল্ব ল্ম ল্ল শ্চ শ্ছ শ্ন শ্ব শ্ম শ্ল ষ্ক ষ্ট ষ্ঠ ষ্ণ ষ্প ষ্ফ ষ্ম ' +
  'স্ক স্ট স্ত স্থ স্ন স্প স্ফ স্ব স্ম স্ল স্ত্র স্ক্র স্প্র হ্ণ হ্ন হ্ব হ্ম হ্ল'
).split(' ');

/**
 * Bangla a guest may write that the site itself might not: every consonant and the common conjuncts with every
 * vowel sign, and every consonant with ya-phala, ra-phala and reph. The guest's face must shape them all.
 */
const COMMON_BANGLA: string[] = [
  ...CONJUNCTS,
  ...CONSONANTS,
  ...CONSONANTS.flatMap((consonant) => [
    `${consonant}্য`,
    `${consonant}্র`,
    `র্${consonant}`,
  ]),
].flatMap((base) => VOWEL_SIGNS.map((sign) => base + sign));

/**
 * One HarfBuzz font per face's bytes: the test shapes thousands of words with each, and a font made for every word
 * filled harfbuzzjs's WebAssembly memory.
 */
const fonts = new WeakMap<Buffer, hb.Font>();
function fontOf(bytes: Buffer): hb.Font {
  const known = fonts.get(bytes);
  if (known) return known;
  const font = new hb.Font(new hb.Face(new hb.Blob(bytes)));
  fonts.set(bytes, font);
  return font;
}

/**
 * What HarfBuzz draws for `text` with a face: each visible glyph's outline and where it goes (a joiner's
 * empty, zero-width glyph, which one face keeps and the other not, draws nothing), and whether any glyph is
 * the face's missing-glyph box (glyph 0).
 */
function shaped(bytes: Buffer, text: string): { drawn: string[]; missing: boolean } {
  const font = fontOf(bytes);
  const buffer = new hb.Buffer();
  buffer.addText(text);
  buffer.guessSegmentProperties();
  hb.shape(font, buffer);
  const positions = buffer.getGlyphPositions();
  const glyphs = buffer.getGlyphInfos().map((glyph, index) => ({ id: glyph.codepoint, path: font.glyphToPath(glyph.codepoint), at: positions[index] }));
  return {
    drawn: glyphs.filter(({ path, at }) => path !== '' || at?.xAdvance !== 0).map(({ path, at }) => `${path} @${at?.xAdvance},${at?.xOffset},${at?.yOffset}`),
    missing: glyphs.some(({ id }) => id === 0),
  };
}

/** Run by run of Bengali: the guest's face maps no Latin (a space or a colon is set from the page's cut). */
const runsOf = (texts: string[]) => texts.flatMap((words) => words.split(/[^\u0980-\u09ff\u200c\u200d]+/)).filter(Boolean);

/** Words the site never writes, some with conjuncts outside COMMON_BANGLA: a guest's rarer Bangla. */
const RARE = ['নিষ্ক্রিয়', 'উজ্জ্বল', 'সান্ত্বনা', 'ঊর্ধ্ব'];

describe('the Bangla faces, cut to the site', () => {
  const siteRuns = siteBanglaRuns();
  for (const face of BANGLA_FACES) {
    it(`${face.file} shapes every Bangla run the site writes as the whole face does`, async () => {
      const source = await readFile(require.resolve(face.source));
      const whole = await fontverter.convert(source, 'sfnt');
      const runs = await siteRuns;
      const cut = await cutBangla(source, runs, 'sfnt');
      // The catalogs and the seed: more than two thousand runs (a cut made from nothing would fail here).
      expect(runs.size).toBeGreaterThan(1000);
      for (const word of runs) {
        const drawn = shaped(cut, word);
        expect(drawn.drawn, word).toEqual(shaped(whole, word).drawn);
        expect(drawn.missing, word).toBe(false);
      }
      // A conjunct the cut lacks comes out as its letters and a hasanta: legible, never a missing-glyph box.
      for (const word of [...runsOf(WORDS), ...RARE]) expect(shaped(cut, word).missing, word).toBe(false);
      // Hind's Latin between the words is in the same file: a space, an e-mail address, bKash.
      for (const text of [' ', 'guest@example.com', 'bKash', '১,২৩,৪৫০ — “ঠিক আছে”']) expect(shaped(cut, text).missing, text).toBe(false);
      // And the cut is the point: well under the whole block's 37 KB (decision 0029's figures).
      expect((await cutBangla(source, runs)).length, face.file).toBeLessThan(23_000);
    }, 60_000);
  }

  for (const face of BANGLA_FACES) {
    it(`the guest's face in ${face.weight}, the whole block, shapes every word a guest might write as the whole face does`, async () => {
      const source = await readFile(require.resolve(face.source));
      const whole = await fontverter.convert(source, 'sfnt');
      const typed = await cutBanglaWhole(source, 'sfnt');
      for (const word of [...COMMON_BANGLA, ...runsOf(WORDS), ...RARE]) {
        const drawn = shaped(typed, word);
        expect(drawn.drawn, word).toEqual(shaped(whole, word).drawn);
        expect(drawn.missing, word).toBe(false);
      }
    }, 60_000);
  }
});
