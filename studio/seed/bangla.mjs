// Writes the seed dataset's translated fields in their two-language form (docs/decisions/0027-content-in-two-languages.md):
// each field named in studio/schemaTypes/translated-fields.ts becomes `[{ _key: 'en', language: 'en', value }, { _key:
// 'bn', language: 'bn', value }]`, its English as the seed has it and its Bangla from translations/:
//   - dishes.bn.json   `{ "<dishId>": { "name": "…", "description": "…" } }`, the dishes' names and descriptions;
//   - content.bn.json  `{ "<document id>": { "<path>": "…" } }` for every other field, an array's item named by its
//                      `_key` (`milestones[y2024].title`, `team[t1].image.alt`), and Portable Text as one string a
//                      block, in the English blocks' order (each block keeps the English one's style, list and keys).
// A field already in its two-language form keeps its English, and its Bangla where translations/ has none.
//
//   node studio/seed/bangla.mjs           rewrite production.ndjson, then list what has no Bangla yet
//   node studio/seed/bangla.mjs --check   change nothing; exit 1 if the file would change or a field has no Bangla
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { TRANSLATED_FIELDS, valueTypeOf } from '../schemaTypes/translated-fields.ts';

const seedFile = new URL('production.ndjson', import.meta.url);
const readJson = (name) => {
  const url = new URL(`translations/${name}`, import.meta.url);
  return existsSync(url) ? JSON.parse(readFileSync(url, 'utf8')) : {};
};
const content = readJson('content.bn.json');
const dishes = readJson('dishes.bn.json');

const isTranslated = (value) =>
  Array.isArray(value) && value.length > 0 && value.every((item) => item && typeof item === 'object' && typeof item.language === 'string' && 'value' in item);

/** Every place a path reaches in a document: the object holding the field, the field's name, the concrete path. */
function* places(node, path, prefix = '') {
  const through = path.indexOf('[]');
  if (through === -1) {
    const parts = path.split('.');
    const key = parts.pop();
    const holder = parts.reduce((object, part) => object?.[part], node);
    if (holder && typeof holder === 'object' && holder[key] !== undefined) yield { holder, key, at: prefix + path };
    return;
  }
  const listPath = path.slice(0, through);
  const list = listPath.split('.').reduce((object, part) => object?.[part], node);
  for (const item of Array.isArray(list) ? list : []) yield* places(item, path.slice(through + 3), `${prefix}${listPath}[${item._key}].`);
}

function banglaFor(document, at) {
  if (document._type === 'dish' && (at === 'name' || at === 'description')) {
    const written = dishes[document.dishId]?.[at] ?? dishes[document._id]?.[at];
    if (written) return written;
  }
  return content[document._id]?.[at];
}

/** Portable Text in Bangla: one string a block, laid on the English blocks. */
function banglaBlocks(english, bangla, where) {
  if (bangla.every((block) => typeof block === 'object')) return bangla;
  if (bangla.length !== english.length) throw new Error(`${where}: ${bangla.length} Bangla blocks for ${english.length} English ones`);
  return english.map((block, index) => {
    if (block.children?.length !== 1) throw new Error(`${where}: block ${block._key} has ${block.children?.length} spans; write its Bangla as a block`);
    return { ...block, markDefs: [], children: [{ ...block.children[0], marks: [], text: bangla[index] }] };
  });
}

const item = (kind, language, value) => ({ _key: language, _type: valueTypeOf(kind), language, value });

const before = readFileSync(seedFile, 'utf8');
const documents = before
  .split('\n')
  .filter((line) => line.trim())
  .map((line) => JSON.parse(line));
const missing = [];

for (const document of documents) {
  for (const [path, kind] of Object.entries(TRANSLATED_FIELDS[document._type] ?? {})) {
    for (const { holder, key, at } of places(document, path)) {
      const current = holder[key];
      const english = isTranslated(current) ? current.find((each) => each.language === 'en')?.value : current;
      const kept = isTranslated(current) ? current.find((each) => each.language === 'bn')?.value : undefined;
      const written = banglaFor(document, at);
      const bangla = written === undefined ? kept : kind === 'blockContent' ? banglaBlocks(english, written, `${document._id} ${at}`) : written;
      if (bangla === undefined || bangla === '') missing.push(`${document._id} ${at}`);
      holder[key] = [item(kind, 'en', english), ...(bangla === undefined || bangla === '' ? [] : [item(kind, 'bn', bangla)])];
    }
  }
}

const after = `${documents.map((document) => JSON.stringify(document)).join('\n')}\n`;
const check = process.argv.includes('--check');
if (!check && after !== before) writeFileSync(seedFile, after);
console.log(`${check ? 'checked' : after === before ? 'unchanged' : 'wrote'} ${documents.length} documents; ${missing.length ? `no Bangla yet for ${missing.length} fields:` : 'every field in Bangla'}`);
for (const place of missing) console.log(`  ${place}`);
if (check && (after !== before || missing.length)) process.exit(1);
