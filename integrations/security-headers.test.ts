import { describe, expect, it } from 'vitest';
import { collectInlineHashes, headersFile, pagePath } from './security-headers';

describe('pagePath', () => {
  it('is the path the assets serve a built page at', () => {
    expect(pagePath('index.html')).toBe('/');
    expect(pagePath('about.html')).toBe('/about');
    expect(pagePath('track-order.html')).toBe('/track-order');
    expect(pagePath('guides/index.html')).toBe('/guides/');
    expect(pagePath('guides/wine.html')).toBe('/guides/wine');
  });
});

describe('headersFile', () => {
  const page = (script: string, style: string) => `<html><head><style>${style}</style></head><body><script>${script}</script></body></html>`;
  const pages = new Map([
    ['/', page('home()', '.hero{}')],
    ['/about', page('about()', '.story{}')],
    ['/404', page('lost()', '.lost{}')],
    ['/kitchen', page('kitchen()', '.board{}')],
    ['/ticket', page('ticket()', '.roll{}')],
  ]);
  const file = headersFile(pages, { connect: ['https://identitytoolkit.googleapis.com'] });
  const rules = Object.fromEntries(
    file
      .trim()
      .split(/\n(?=\S)/)
      .map((block) => {
        const [pattern, ...headers] = block.split('\n');
        return [pattern, headers.map((header) => header.trim())];
      }),
  );
  const hashesOf = (html: string) => collectInlineHashes(html);
  const policyIn = (pattern: string) => rules[pattern]?.find((header: string) => header.startsWith('Content-Security-Policy:')) ?? '';

  it("gives each page a policy with its own inline hashes and none of another page's", () => {
    const home = hashesOf(page('home()', '.hero{}'));
    const about = hashesOf(page('about()', '.story{}'));
    for (const hash of [...home.scripts, ...home.styles]) expect(policyIn('/')).toContain(`'${hash}'`);
    for (const hash of [...about.scripts, ...about.styles]) expect(policyIn('/')).not.toContain(hash);
    for (const hash of [...about.scripts, ...about.styles]) expect(policyIn('/about')).toContain(`'${hash}'`);
    expect(policyIn('/')).toContain('connect-src \'self\' https://identitytoolkit.googleapis.com');
  });

  it("sends the not-found page's policy on any other path, which each page's own rule takes off first", () => {
    const lost = hashesOf(page('lost()', '.lost{}'));
    for (const hash of lost.scripts) expect(policyIn('/*')).toContain(`'${hash}'`);
    expect(rules['/404']).toBeUndefined();
    expect(rules['/']?.[0]).toBe('! Content-Security-Policy');
    expect(rules['/about']?.[0]).toBe('! Content-Security-Policy');
    // The rules apply in order: the site-wide one first.
    expect(Object.keys(rules)[0]).toBe('/*');
  });

  it('keeps the common security headers on every path and no policy on the fingerprinted assets', () => {
    expect(rules['/*']).toContain('X-Frame-Options: DENY');
    expect(rules['/_astro/*']).toEqual(['Cache-Control: public, max-age=31536000, immutable', '! Content-Security-Policy']);
  });

  it('lets only the site frame /ticket, and only /kitchen frame the site (it prints tickets through a hidden frame)', () => {
    expect(policyIn('/ticket')).toContain("frame-ancestors 'self'");
    expect(rules['/ticket']).toEqual(expect.arrayContaining(['! X-Frame-Options', 'X-Frame-Options: SAMEORIGIN']));
    expect(policyIn('/kitchen')).toContain("frame-src 'self'");
    expect(policyIn('/kitchen')).toContain("frame-ancestors 'none'");
    for (const path of ['/', '/about', '/*']) {
      expect(policyIn(path)).toContain("frame-ancestors 'none'");
      expect(policyIn(path)).toContain("frame-src 'none'");
    }
    expect(rules['/about']).not.toContain('! X-Frame-Options');
  });
});
