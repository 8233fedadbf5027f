import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { importZones } from '../../eslint.config.js';

// The lint rules that keep imports flowing one way (ARCHITECTURE.md): proven on real files.
const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const eslint = new ESLint({ cwd: root });

async function restrictedImports(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: join(root, file) });
  // An import the resolver cannot find passes no-restricted-paths unseen, so an unresolved one counts too.
  return (result?.messages ?? []).filter((message) => message.ruleId === 'import-x/no-restricted-paths' || message.ruleId === 'import-x/no-unresolved').map((message) => message.message);
}

describe('import direction', () => {
  it('lets the site import worker/contract (as #contract/…)', async () => {
    expect(await restrictedImports('site/lib/x.ts', "export { ContactMessage } from '#contract/contact';")).toEqual([]);
  });

  it('has the site and the tests name the contract #contract/…, not by a path', async () => {
    const [result] = await eslint.lintText(`export { ContactMessage } from '${['..', '..', 'worker', 'contract', 'contact'].join('/')}';`, { filePath: join(root, 'tests/e2e/x.spec.ts') });
    expect(result?.messages.map((message) => message.message)).toEqual([expect.stringContaining('Import the contract as #contract/…')]);
  });

  it('stops the site importing other Worker code', async () => {
    expect(await restrictedImports('site/lib/x.ts', "export { users } from '../../worker/db/schema';")).toEqual([expect.stringContaining('The site may import only worker/contract.')]);
  });

  it('stops the Worker importing site code', async () => {
    expect(await restrictedImports('worker/routes/x.ts', "export { showToast } from '../../site/lib/toasts/show';")).toEqual([expect.stringContaining('The Worker never imports site code.')]);
    expect(await restrictedImports('worker/contract/x.ts', "export * as TOASTS from '../../site/lib/toasts/messages';")).toEqual([expect.stringContaining('The Worker never imports site code.')]);
  });

  it('keeps worker/contract pure', async () => {
    expect(await restrictedImports('worker/contract/x.ts', "export { config } from '../env';")).toEqual([expect.stringContaining('worker/contract is pure: it imports only zod.')]);
  });
});

// The islands' folders as the disk has them, read here and not taken from the config, so a folder the config
// forgot fails below. The importing file is never written: ESLint lints the text as if it stood at that path
// (the path need not exist); what it imports is a real file of the other folder, which the resolver must find.
const islands = join(root, 'site/islands');
const folders = readdirSync(islands, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
const features = folders.filter((folder) => folder !== 'shared');
/** One real module in a folder to import, or undefined for a folder with none yet. */
const moduleIn = (folder: string) =>
  readdirSync(join(islands, folder))
    .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.test.ts'))
    .map((file) => file.replace(/\.tsx?$/, ''))
    .sort()[0];
const importing = (from: string, to: string) => `export * from '${from === to ? '.' : `../${to}`}/${moduleIn(to)}';`;
const FEATURE_RULE = 'Features do not import each other; compose them in a page.';

describe('the islands\' folders', () => {
  it('are what the config guards: one zone a folder, none for a folder gone', () => {
    const guarded = importZones.map((zone) => zone.target).filter((target) => target.startsWith('./site/islands/'));
    expect(guarded.sort()).toEqual(folders.map((folder) => `./site/islands/${folder}`).sort());
  });

  it.each(features)("stop %s importing any other feature's folder, but not its own or shared/", async (feature) => {
    for (const other of features.filter((folder) => folder !== feature && moduleIn(folder))) {
      expect(await restrictedImports(`site/islands/${feature}/zone-probe.ts`, importing(feature, other)), `${feature} → ${other}`).toEqual([expect.stringContaining(FEATURE_RULE)]);
    }
    expect(await restrictedImports(`site/islands/${feature}/zone-probe.ts`, importing(feature, 'shared'))).toEqual([]);
    if (moduleIn(feature)) expect(await restrictedImports(`site/islands/${feature}/zone-probe.ts`, importing(feature, feature))).toEqual([]);
  });

  it('stop shared/ importing any feature', async () => {
    for (const feature of features.filter(moduleIn)) {
      expect(await restrictedImports('site/islands/shared/zone-probe.ts', importing('shared', feature)), `shared → ${feature}`).toEqual([expect.stringContaining('islands/shared imports no feature')]);
    }
  });
});
