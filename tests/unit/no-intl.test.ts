import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// No page code touches the browser's locale data (docs/performance.md, `npm run bench:intl`): the lint rule
// that keeps it so, proven on code linted as if it were in the tree (nothing is written there).
const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const eslint = new ESLint({ cwd: root });

async function intlFindings(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: join(root, file) });
  return (result?.messages ?? []).filter((message) => message.message.includes('no Intl on the pages')).length;
}

describe('the locale data stays out of the pages', () => {
  it('refuses an Intl formatter in an island, a store and the shared contract', async () => {
    for (const file of ['site/islands/orders/x.tsx', 'site/stores/x.ts', 'worker/contract/x.ts']) {
      expect(await intlFindings(file, "export const price = new Intl.NumberFormat('en-IN').format(1850);\n"), file).toBe(1);
    }
  });

  it('refuses the toLocale… methods and localeCompare', async () => {
    const code = 'export const a = (1850).toLocaleString();\nexport const b = new Date().toLocaleDateString();\nexport const c = new Date().toLocaleTimeString();\nexport const d = "a".localeCompare("b");\n';
    expect(await intlFindings('site/lib/x.ts', code)).toBe(4);
  });

  it('leaves unit tests free to use Intl as the reference the formatters must match', async () => {
    expect(await intlFindings('site/lib/x.test.ts', "export const reference = new Intl.NumberFormat('en-IN');\n")).toBe(0);
  });
});
