import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import fontverter from 'fontverter';
import * as hb from 'harfbuzzjs';
import { describe, expect, it } from 'vitest';
import { COMMON_BANGLA, siteBanglaRuns } from './bangla-cut';
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

/**
 * What HarfBuzz draws for `text` with a face: each visible glyph's outline and where it goes (a joiner's
 * empty, zero-width glyph, which one face keeps and the other not, draws nothing), and whether any glyph is
 * the face's missing-glyph box (glyph 0).
 */
function shaped(bytes: Buffer, text: string): { drawn: string[]; missing: boolean } {
  const font = new hb.Font(new hb.Face(new hb.Blob(bytes)));
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

/** Run by run of Bengali: a space or a colon is set from Hind's Latin file, not from these. */
const runsOf = (texts: string[]) => texts.flatMap((words) => words.split(/[^\u0980-\u09ff\u200c\u200d]+/)).filter(Boolean);

/** Words the site never writes, with conjuncts outside COMMON_BANGLA: a guest's rarer Bangla. */
const RARE = ['নিষ্ক্রিয়', 'উজ্জ্বল', 'সান্ত্বনা', 'ঊর্ধ্ব'];

describe('the Bangla faces, cut to the site', () => {
  const siteRuns = siteBanglaRuns();
  for (const face of BANGLA_FACES) {
    it(`${face.file} shapes every Bangla run the site writes (and, for the text face, the common conjuncts) as the whole face does`, async () => {
      const source = await readFile(require.resolve(face.source));
      const whole = await fontverter.convert(source, 'sfnt');
      const runs = await siteRuns;
      const cut = await cutBangla(source, runs, face.guestWords, 'sfnt');
      // The catalogs and the seed: more than two thousand runs (a cut made from nothing would fail here).
      expect(runs.size).toBeGreaterThan(1000);
      for (const word of [...runs, ...(face.guestWords ? [...COMMON_BANGLA, ...runsOf(WORDS)] : [])]) {
        const drawn = shaped(cut, word);
        expect(drawn.drawn, word).toEqual(shaped(whole, word).drawn);
        expect(drawn.missing, word).toBe(false);
      }
      // A conjunct the cut lacks comes out as its letters and a hasanta: legible, never a missing-glyph box.
      for (const word of RARE) expect(shaped(cut, word).missing, word).toBe(false);
      // And the cut is the point: well under the whole block's 37 KB (decision 0029's figures: 28.7 and 17.1 KB).
      expect((await cutBangla(source, runs, face.guestWords)).length, face.file).toBeLessThan(face.guestWords ? 30_000 : 19_000);
    }, 60_000);
  }

  it('the fields\' face, the whole block, shapes every word a guest might type as the whole face does', async () => {
    const source = await readFile(require.resolve(BANGLA_FACES[0]?.source ?? ''));
    const whole = await fontverter.convert(source, 'sfnt');
    const typed = await cutBanglaWhole(source, 'sfnt');
    for (const word of [...runsOf(WORDS), ...RARE]) {
      const drawn = shaped(typed, word);
      expect(drawn.drawn, word).toEqual(shaped(whole, word).drawn);
      expect(drawn.missing, word).toBe(false);
    }
  });
});
