// One-off codemod, kept to be run again on a branch written before the contract moved (then it may go):
// `node scripts/rewrite-contract-imports.mjs` rewrites, in every file under site/, tests/ and scripts/,
//   - ../../worker/contract/<module>        → #contract/<module> (package.json "imports");
//   - ../../worker/contract/messages/toasts → the relative path to site/lib/toast-messages (the toasts' words
//     are the site's now; the three the API says are in #contract/messages/replies, re-exported there);
//   - ../../worker/contract/newsletter      → the relative path to site/lib/newsletter (site-only too);
//   - ../../worker/contract/messages/admin  → the relative path to site/islands/admin/messages (the dashboard's
//     words; the one refusal the Worker says is in #contract/messages/replies).
// It touches only import specifiers (quoted paths that climb to worker/contract), prints each file it changed,
// and is idempotent. The Worker keeps its own relative imports of its contract.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const MOVED = { 'messages/toasts': 'site/lib/toast-messages', newsletter: 'site/lib/newsletter', 'messages/admin': 'site/islands/admin/messages' };
const SOURCE = /\.(ts|tsx|mts|mjs|js|astro)$/;
const SPECIFIER = /(['"])(?:\.\.\/)+worker\/contract\/([\w/.-]+?)(?:\.ts)?\1/g;

function* files(folder) {
  for (const entry of readdirSync(join(root, folder), { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (SOURCE.test(entry.name)) yield path;
  }
}

const self = relative(root, fileURLToPath(import.meta.url));
for (const file of ['site', 'tests', 'scripts'].flatMap((folder) => [...files(folder)]).filter((file) => file !== self)) {
  const text = readFileSync(join(root, file), 'utf8');
  const rewritten = text.replace(SPECIFIER, (_, quote, module) => {
    if (!(module in MOVED)) return `${quote}#contract/${module}${quote}`;
    const path = relative(dirname(file), MOVED[module]);
    return `${quote}${path.startsWith('.') ? path : `./${path}`}${quote}`;
  });
  if (rewritten !== text) {
    writeFileSync(join(root, file), rewritten);
    console.log(file);
  }
}
