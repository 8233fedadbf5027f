import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

// The drawn images are generated (npm run seed:art): the committed files must be exactly what the script
// draws from the committed dataset, so nobody edits one by hand and the two never drift apart.
const seed = fileURLToPath(new URL('../', import.meta.url));
const out = await mkdtemp(join(tmpdir(), 'karnaphuli-art-'));
afterAll(() => rm(out, { recursive: true, force: true }));

describe('the seed artwork', () => {
  it('is what generate.mjs draws from production.ndjson, byte for byte, and small', async () => {
    await promisify(execFile)(process.execPath, [join(seed, 'art/generate.mjs'), join(seed, 'production.ndjson'), out]);
    const generated = (await readdir(out)).sort();
    const committed = (await readdir(join(seed, 'images'))).sort();
    expect(generated).toEqual(committed);
    for (const file of generated) {
      const svg = await readFile(join(out, file), 'utf8');
      expect(svg, file).toBe(await readFile(join(seed, 'images', file), 'utf8'));
      expect(svg.length, `${file} stays a few KB`).toBeLessThan(8 * 1024);
      expect(svg).not.toMatch(/<script|href="http/);
    }
  });
});
