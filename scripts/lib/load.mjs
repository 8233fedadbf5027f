// What the API benches share: saturating an endpoint with autocannon, the CPU time the Worker spends, and a
// median. An endpoint says what its next request is ({ name, path, next: () => ({ method, headers, body }) }).
import { readdirSync, readFileSync } from 'node:fs';
import autocannon from 'autocannon';

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** CPU seconds used so far by the workerd processes this command started (Linux), or undefined. */
export function workerdCpuSeconds() {
  let entries;
  try {
    entries = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return undefined;
  }
  const stats = new Map();
  for (const pid of entries) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      stats.set(pid, { comm: stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')), ppid: fields[1], ticks: Number(fields[11]) + Number(fields[12]) });
    } catch {
      // the process ended meanwhile
    }
  }
  const ours = (pid) => {
    for (let current = pid; current && current !== '0'; current = stats.get(current)?.ppid) if (current === String(process.pid)) return true;
    return false;
  };
  let ticks = 0;
  for (const [pid, stat] of stats) if (stat.comm === 'workerd' && ours(pid)) ticks += stat.ticks;
  return ticks / 100;
}

/** As many requests as `connections` connections can make, for `duration` s (autocannon). */
export async function saturate(url, endpoint, { connections, duration }) {
  const cpuBefore = workerdCpuSeconds();
  const result = await autocannon({
    url: `${url}${endpoint.path}`,
    connections,
    duration,
    requests: [{ setupRequest: (request) => ({ ...request, ...endpoint.next() }) }],
  });
  const cpuAfter = workerdCpuSeconds();
  const errors = result.non2xx + result.errors;
  if (errors) process.stderr.write(`${endpoint.name}: status codes ${JSON.stringify(result.statusCodeStats)}, errors ${result.errors}\n`);
  const cpuMs = cpuBefore === undefined ? undefined : ((cpuAfter - cpuBefore) * 1000) / result.requests.total;
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, cpuMs, errors };
}
