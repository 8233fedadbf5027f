import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The lint rules that keep imports flowing one way (ARCHITECTURE.md): proven on real files.
const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const eslint = new ESLint({ cwd: root });

async function restrictedImports(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: join(root, file) });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'import-x/no-restricted-paths').map((message) => message.message);
}

const probes = ['site/islands/menu/lint-probe.ts', 'site/islands/cart/lint-probe.ts'];

beforeAll(async () => {
  for (const probe of probes) {
    await mkdir(dirname(join(root, probe)), { recursive: true });
    await writeFile(join(root, probe), 'export const probe = 1;\n');
  }
});

afterAll(async () => {
  for (const probe of probes) await rm(join(root, probe));
});

describe('import direction', () => {
  it('lets the site import worker/contract', async () => {
    expect(await restrictedImports('site/lib/x.ts', "export { isNewsletterEmail } from '../../worker/contract/newsletter';")).toEqual([]);
  });

  it('stops the site importing other Worker code', async () => {
    expect(await restrictedImports('site/lib/x.ts', "export { users } from '../../worker/db/schema';")).toEqual([expect.stringContaining('The site may import only worker/contract.')]);
  });

  it('stops the Worker importing site code', async () => {
    expect(await restrictedImports('worker/routes/x.ts', "export { showToast } from '../../site/lib/toast';")).toEqual([expect.stringContaining('The Worker never imports site code.')]);
  });

  it('keeps worker/contract pure', async () => {
    expect(await restrictedImports('worker/contract/x.ts', "export { config } from '../env';")).toEqual([expect.stringContaining('worker/contract is pure: it imports only zod.')]);
  });

  it("stops one feature's islands importing another's", async () => {
    expect(await restrictedImports('site/islands/cart/x.ts', "export { probe } from '../menu/lint-probe';")).toEqual([expect.stringContaining('Features do not import each other; compose them in a page.')]);
    expect(await restrictedImports('site/islands/cart/x.ts', "export { probe } from './lint-probe';")).toEqual([]);
  });
});
