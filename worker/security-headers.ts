// Security headers, written once: the Worker sets them on everything it answers, and the site build
// writes them into dist/_headers so static assets served without the Worker carry them too.
// Pure: no runtime imports, so astro.config.mjs can use it at build time.

/** Headers every response carries, page or API. */
export const COMMON_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
};

/** API answers are data, never documents: nothing may load from or frame them. */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'";

/** What the pages may load, besides the hashes of the inline scripts and styles the build emits. */
export interface PageSources {
  scriptHashes: readonly string[];
  styleHashes: readonly string[];
  /** Extra origins the pages talk to (e.g. the identity provider), by directive. */
  script?: readonly string[];
  connect?: readonly string[];
  frame?: readonly string[];
  img?: readonly string[];
  /** Who may frame the page: nobody, unless a page is printed through a frame of the site's own. */
  frameAncestors?: readonly string[];
}

/** The pages' Content-Security-Policy: only what the site uses, and no inline code but what was hashed. */
export function pageContentSecurityPolicy(sources: PageSources): string {
  const quote = (hash: string) => `'${hash}'`;
  const directives: [string, readonly string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...sources.scriptHashes.map(quote), ...(sources.script ?? [])]],
    ['style-src', ["'self'", ...sources.styleHashes.map(quote)]],
    ['img-src', ["'self'", 'data:', ...(sources.img ?? [])]],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", ...(sources.connect ?? [])]],
    ['frame-src', sources.frame?.length ? sources.frame : ["'none'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', sources.frameAncestors?.length ? sources.frameAncestors : ["'none'"]],
  ];
  return directives.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ');
}
