import { describe, expect, it } from 'vitest';
import { GET } from '../../site/pages/sitemap.xml';

// The sitemap lists every public route in both languages, each naming its twin and English as the default.
describe('sitemap.xml', () => {
  it('lists each route in English and in Bangla, with hreflang alternates', async () => {
    const response = await GET({ site: new URL('https://karnaphuli.example') } as unknown as Parameters<typeof GET>[0]);
    const xml = await (response as Response).text();
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    for (const loc of ['/', '/bn', '/menu', '/bn/menu', '/terms', '/bn/terms', '/policy', '/bn/policy']) expect(xml).toContain(`<loc>https://karnaphuli.example${loc}</loc>`);
    expect(xml.match(/<url>/g)).toHaveLength(14);
    const menu = xml.split('<url>').find((entry) => entry.includes('<loc>https://karnaphuli.example/bn/menu</loc>')) ?? '';
    expect(menu).toContain('<xhtml:link rel="alternate" hreflang="en" href="https://karnaphuli.example/menu"/>');
    expect(menu).toContain('<xhtml:link rel="alternate" hreflang="bn" href="https://karnaphuli.example/bn/menu"/>');
    expect(menu).toContain('<xhtml:link rel="alternate" hreflang="x-default" href="https://karnaphuli.example/menu"/>');
  });
});
