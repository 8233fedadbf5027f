// The Bangla faces cut to the glyphs the site draws (docs/decisions/0029-the-site-in-bangla.md, "The Bangla face").
//
// A Bengali face is mostly conjuncts: Hind Siliguri draws about 600 glyphs for its 90-odd letters, and a cut by
// characters keeps them all (hb-subset's layout closure follows every substitution a kept letter can reach), 37 KB
// a weight. The site's own words need a fraction of them. So each weight is cut by glyphs instead: every Bangla run
// the site writes (its catalogs, components and formatters, and the published content) is shaped with HarfBuzz,
// every glyph any step of that shaping produces is kept (a conjunct is often built through a half form that the
// final text never shows), and the face is cut to those glyphs without the closure. What the cut lacks (a conjunct
// only a guest writes) is drawn as its letters and a visible hasanta, never as a missing-glyph box; a guest's own
// words, typed or shown back, are set in the whole face (TYPED_FACE, site-fonts.ts).
import { readdir, readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import fontverter from "fontverter";
import * as hb from "harfbuzzjs";

const require = createRequire(import.meta.url);

/** A run of Bengali text as a shaper sees it: letters, signs, digits, dandas and the joiners between them. */
const BANGLA_RUN = /[\u0980-\u09ff\u0964\u0965\u200c\u200d]+/g;

/** The Bengali runs in a text. */
export const banglaRuns = (text: string): string[] =>
  text.match(BANGLA_RUN) ?? [];

/**
 * Every Bangla run the site can write: the pages', islands' and catalogs' words and the formatters' names of
 * months and days (site/, worker/contract/), and the content the build publishes: the live Sanity dataset when
 * SANITY_PROJECT_ID is set, as site/content/source.ts reads it, otherwise the seed.
 */
export async function siteBanglaRuns(
  root = process.cwd(),
): Promise<Set<string>> {
  const texts: string[] = [];
  for (const folder of ["site", "worker/contract"]) {
    for (const entry of await readdir(`${root}/${folder}`, {
      recursive: true,
      withFileTypes: true,
    })) {
      if (
        entry.isFile() &&
        /\.(astro|tsx?|json)$/.test(entry.name) &&
        !/\.test\.tsx?$/.test(entry.name)
      )
        texts.push(await readFile(`${entry.parentPath}/${entry.name}`, "utf8"));
    }
  }
  texts.push(await publishedContent(root));
  return new Set(texts.flatMap(banglaRuns));
}

async function publishedContent(root: string): Promise<string> {
  const projectId = process.env.SANITY_PROJECT_ID;
  if (!projectId)
    return readFile(`${root}/studio/seed/production.ndjson`, "utf8");
  const { createClient } = await import("@sanity/client");
  const client = createClient({
    projectId,
    dataset: process.env.SANITY_DATASET ?? "production",
    apiVersion: "2026-11-01",
    useCdn: false,
    perspective: "published",
  });
  return JSON.stringify(
    await client.fetch(
      '*[!(_id in path("drafts.**")) && !(_type match "sanity.*")]',
    ),
  );
}

/** Where a syllable starts: a letter or digit that no hasanta or joiner binds to the one before. */
const SYLLABLE_START =
  /(?<![\u09cd\u200c\u200d])(?=[\u0985-\u09b9\u09ce\u09dc-\u09df\u09e6-\u09ef\u0964\u0965])/u;

/**
 * The syllables of `runs`, each once. Bengali's substitutions work within a syllable (its conjuncts, reph, half
 * forms and vowel signs), so shaping each distinct syllable reaches the glyphs shaping the runs does, in a
 * fraction of the time (a few hundred syllables against thousands of words); the shaping test checks it by
 * shaping the whole runs.
 */
export const syllables = (runs: Iterable<string>): Set<string> =>
  new Set(
    [...runs].flatMap((run) => run.split(SYLLABLE_START)).filter(Boolean),
  );

/** Every glyph HarfBuzz produces on its way to shaping `runs` with `font`, not only the glyphs it ends with. */
export function glyphsShaping(
  sfnt: Uint8Array,
  runs: Iterable<string>,
): Set<number> {
  const font = new hb.Font(new hb.Face(new hb.Blob(sfnt)));
  const glyphs = new Set<number>();
  for (const run of syllables(runs)) {
    const buffer = new hb.Buffer();
    buffer.addText(run);
    buffer.guessSegmentProperties();
    for (const step of hb.shapeWithTrace(
      font,
      buffer,
      [],
      0,
      hb.TracePhase.DONT_STOP,
    )) {
      if (step.glyphs)
        for (const glyph of step.t as { g: number }[]) glyphs.add(glyph.g);
    }
  }
  return glyphs;
}

// hb-subset's C API, as subset-font calls it (subset-font takes characters only, not glyphs).
const HB_MEMORY_MODE_WRITABLE = 2;
const HB_SUBSET_SETS_GLYPH_INDEX = 0;
const HB_SUBSET_SETS_LAYOUT_FEATURE_TAG = 6;
const HB_SUBSET_FLAGS_NO_HINTING = 0x1;
const HB_SUBSET_FLAGS_NO_LAYOUT_CLOSURE = 0x200;
const tag = (name: string) =>
  [...name].reduce(
    (value, character) => ((value << 8) + character.charCodeAt(0)) >>> 0,
    0,
  );

/** The functions of harfbuzz-subset.wasm this file calls (pointers and handles are numbers). */
type SubsetWasm = { memory: WebAssembly.Memory } & Record<
  | "_initialize"
  | "malloc"
  | "free"
  | "hb_blob_create"
  | "hb_blob_destroy"
  | "hb_blob_get_data"
  | "hb_blob_get_length"
  | "hb_face_create"
  | "hb_face_destroy"
  | "hb_face_reference_blob"
  | "hb_set_add"
  | "hb_set_clear"
  | "hb_subset_input_create_or_fail"
  | "hb_subset_input_destroy"
  | "hb_subset_input_get_flags"
  | "hb_subset_input_set"
  | "hb_subset_input_set_flags"
  | "hb_subset_input_unicode_set"
  | "hb_subset_or_fail",
  (...args: number[]) => number
>;
let wasm: Promise<SubsetWasm> | undefined;
async function subsetWasm(): Promise<SubsetWasm> {
  wasm ??= readFile(
    require.resolve("harfbuzzjs/dist/harfbuzz-subset.wasm"),
  ).then(async (bytes) => {
    const { instance } = await WebAssembly.instantiate(bytes);
    const exports = instance.exports as unknown as SubsetWasm;
    exports._initialize();
    return exports;
  });
  return wasm;
}

/**
 * `sfnt` cut to `characters` (their cmap entries and plain glyphs) and `glyphs`, with only the substitutions whose
 * glyphs are all kept, the `features` kept, hinting dropped; the same call as hb-subset's `--gids=… --no-layout-closure`.
 */
export async function cutToGlyphs(
  sfnt: Uint8Array,
  characters: string,
  glyphs: Iterable<number>,
  features: string[],
): Promise<Buffer> {
  const hbw = await subsetWasm();
  const input = hbw.hb_subset_input_create_or_fail();
  const data = hbw.malloc(sfnt.byteLength);
  new Uint8Array(hbw.memory.buffer).set(sfnt, data);
  const blob = hbw.hb_blob_create(
    data,
    sfnt.byteLength,
    HB_MEMORY_MODE_WRITABLE,
    0,
    0,
  );
  const face = hbw.hb_face_create(blob, 0);
  hbw.hb_blob_destroy(blob);
  try {
    const featureSet = hbw.hb_subset_input_set(
      input,
      HB_SUBSET_SETS_LAYOUT_FEATURE_TAG,
    );
    hbw.hb_set_clear(featureSet);
    for (const feature of features) hbw.hb_set_add(featureSet, tag(feature));
    hbw.hb_subset_input_set_flags(
      input,
      hbw.hb_subset_input_get_flags(input) |
        HB_SUBSET_FLAGS_NO_HINTING |
        HB_SUBSET_FLAGS_NO_LAYOUT_CLOSURE,
    );
    const unicodes = hbw.hb_subset_input_unicode_set(input);
    for (const character of characters)
      hbw.hb_set_add(unicodes, character.codePointAt(0) ?? 0);
    const glyphSet = hbw.hb_subset_input_set(input, HB_SUBSET_SETS_GLYPH_INDEX);
    for (const glyph of glyphs) hbw.hb_set_add(glyphSet, glyph);
    const subset = hbw.hb_subset_or_fail(face, input);
    if (subset === 0)
      throw new Error(
        "hb_subset_or_fail (harfbuzz) returned zero: the Bangla face could not be cut",
      );
    const result = hbw.hb_face_reference_blob(subset);
    const bytes = Buffer.from(
      new Uint8Array(
        hbw.memory.buffer,
        hbw.hb_blob_get_data(result, 0),
        hbw.hb_blob_get_length(result),
      ),
    );
    hbw.hb_blob_destroy(result);
    hbw.hb_face_destroy(subset);
    return bytes;
  } finally {
    hbw.hb_face_destroy(face);
    hbw.hb_subset_input_destroy(input);
    hbw.free(data);
  }
}

/** A Bangla face cut to the glyphs that shaping `runs` takes, all of `characters` still mapped. */
export async function cutToRuns(
  source: Buffer,
  characters: string,
  runs: Iterable<string>,
  features: string[],
  targetFormat: "woff2" | "sfnt" = "woff2",
): Promise<Buffer> {
  const sfnt = new Uint8Array(await fontverter.convert(source, "sfnt"));
  const cut = await cutToGlyphs(
    sfnt,
    characters,
    glyphsShaping(sfnt, runs),
    features,
  );
  return targetFormat === "sfnt" ? cut : fontverter.convert(cut, "woff2");
}
