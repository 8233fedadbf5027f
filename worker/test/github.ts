import { vi } from 'vitest';
import { GITHUB_API } from '../hooks/github-dispatch';

// GitHub is a third party: the Worker's calls to its API are intercepted in the Workers runtime itself (the test
// and the Worker under test share the isolate's fetch), recorded, and answered as GitHub would. Every other
// fetch (the stand-in gateways, the assets) goes through untouched. The plugin's own outbound mocks (fetchMock)
// are gone since @cloudflare/vitest-plugin 1.0, which points to MSW, not a dependency of ours.

export interface Recorded {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

/** Answers GitHub's API with `status` (204, its answer to a dispatch, by default); returns what it received. Undone by vi.restoreAllMocks(). */
export function interceptGitHub(answer: { status: number; body?: string } | 'unreachable' = { status: 204 }): Recorded[] {
  const recorded: Recorded[] = [];
  const passThrough = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    if (!request.url.startsWith(`${GITHUB_API}/`)) return passThrough(input, init);
    const text = await request.text();
    recorded.push({ url: request.url, method: request.method, headers: Object.fromEntries(request.headers), body: text === '' ? undefined : JSON.parse(text) });
    if (answer === 'unreachable') throw new TypeError('Network connection lost.');
    return new Response(answer.body ?? null, { status: answer.status });
  });
  return recorded;
}

/** Sanity's signature header for `body` at `time` (ms), made as @sanity/webhook's encodeSignatureHeader does. */
export async function sanitySignature(secret: string, body: string, time: number): Promise<string> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(`${time}.${body}`)));
  return `t=${time},v1=${btoa(String.fromCharCode(...mac)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}`;
}
