// `HOST_CPU=0.6` for the page benches: Chromium on a host that gives it only part of a CPU, as a busy shared
// machine does. Lighthouse multiplies every main-thread task by its slowdown, the time a task waited for the CPU
// included, so on such a host a page's tasks after its first paint turn into blocking time that a quiet host
// never shows. The issue that asked for a slower host saw, on its host (benchmark index 1,400-2,600), / at
// 87-92, /menu at 87-89 and /about at 95; HOST_CPU=0.6 on this 2-core machine reads about the same
// (docs/performance.md), where the quiet host reads 99-100.
//
// How: Linux's CPU controller (cgroup v1's `cpu`, or v2's `cpu.max`) caps the group at HOST_CPU of one CPU in
// each 100 ms period, and Chromium is started in it through a small wrapper, so its every process is capped
// together and the server under test is not. Needs root (or a delegated cgroup) and the controller mounted.
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const PERIOD_US = 100_000;

/** The group's folder and what to write in it: cgroup v1's cpu controller, else v2 with `cpu` enabled. */
function controller() {
  if (existsSync('/sys/fs/cgroup/cpu/cpu.cfs_quota_us')) return { root: '/sys/fs/cgroup/cpu', v2: false };
  const controllers = '/sys/fs/cgroup/cgroup.controllers';
  if (existsSync(controllers) && readFileSync(controllers, 'utf8').split(/\s+/).includes('cpu')) return { root: '/sys/fs/cgroup', v2: true };
  return null;
}

/**
 * The Chromium to launch: `chromium` itself, or with `HOST_CPU` set, a wrapper that starts it capped. `close()`
 * removes the group once Chromium has quit. `label` is for the bench's heading.
 */
export function hostChromium(chromium) {
  const share = process.env.HOST_CPU === undefined ? null : Number(process.env.HOST_CPU);
  if (share === null) return { path: chromium, label: '', close() {} };
  if (!(share > 0 && share <= 8)) throw new Error(`HOST_CPU must be a share of one CPU, above 0 (got ${process.env.HOST_CPU})`);
  const found = controller();
  if (!found) throw new Error('HOST_CPU needs Linux cgroups with the cpu controller (/sys/fs/cgroup/cpu or cgroup v2 with cpu enabled)');
  const group = join(found.root, `bench-host-${process.pid}`);
  try {
    mkdirSync(group);
    const quota = String(Math.round(share * PERIOD_US));
    if (found.v2) writeFileSync(join(group, 'cpu.max'), `${quota} ${PERIOD_US}`);
    else {
      writeFileSync(join(group, 'cpu.cfs_period_us'), String(PERIOD_US));
      writeFileSync(join(group, 'cpu.cfs_quota_us'), quota);
    }
  } catch (error) {
    throw new Error(`HOST_CPU could not make a CPU group in ${found.root} (run as root): ${error.message}`);
  }
  const members = join(group, found.v2 ? 'cgroup.procs' : 'tasks');
  const wrapper = join(mkdtempSync(join(tmpdir(), 'bench-host-')), 'chromium');
  writeFileSync(wrapper, `#!/bin/sh\necho $$ > '${members}'\nexec '${chromium}' "$@"\n`);
  chmodSync(wrapper, 0o755);
  return {
    path: wrapper,
    label: `, Chromium held to ${share} of a CPU`,
    /** Removes the group once Chromium's last process has left it (they quit a moment after the kill). */
    async close() {
      for (let tries = 0; tries < 50 && readFileSync(members, 'utf8').trim() !== ''; tries++) await sleep(100);
      try {
        rmdirSync(group);
      } catch {
        // Still in use after 5 s: an empty group left behind costs nothing, and the next run makes its own.
      }
    },
  };
}
