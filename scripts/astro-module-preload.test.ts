import { describe, expect, it } from 'vitest';
import { staticImports, withModulePreloads } from './astro-module-preload';

describe('staticImports', () => {
  it('finds the static imports the bundler writes, as site paths', () => {
    const code = 'import{t as e}from"./add-to-order.B5iIzA8I.js";import"./shell.CmJUp-E3.js";import * as r from "../x/y.js";e(document);';
    expect(staticImports(code, '/_astro/index.astro_astro_type_script_index_0_lang.Dv4vcIOD.js')).toEqual(['/_astro/add-to-order.B5iIzA8I.js', '/_astro/shell.CmJUp-E3.js', '/x/y.js']);
  });

  it('leaves dynamic imports, loaded on demand, alone', () => {
    expect(staticImports('const m=()=>import("./PaymentStep.Ab12.js");', '/_astro/Checkout.js')).toEqual([]);
  });
});

describe('withModulePreloads', () => {
  const modules: Record<string, string[]> = {
    '/_astro/page.js': ['/_astro/shell.js'],
    '/_astro/shell.js': [],
    '/_astro/Form.js': ['/_astro/react.js', '/_astro/shell.js'],
    '/_astro/client.js': ['/_astro/react.js'],
    '/_astro/react.js': [],
    '/_astro/Later.js': ['/_astro/lazy.js'],
  };
  const importsOf = async (url: string) => modules[url] ?? [];
  const page = (body: string) => `<html><head><script type="module" src="/_astro/page.js"></script></head><body>${body}</body></html>`;

  it("preloads a page script's imports in the head, and a loading island's graph last, at low priority", async () => {
    const island = '<astro-island uid="a" component-url="/_astro/Form.js" renderer-url="/_astro/client.js" client="load"></astro-island>';
    const { html, count } = await withModulePreloads(page(island), importsOf);
    expect(html).toBe(
      page(
        `${island}<link rel="modulepreload" href="/_astro/Form.js" fetchpriority="low"><link rel="modulepreload" href="/_astro/react.js" fetchpriority="low"><link rel="modulepreload" href="/_astro/client.js" fetchpriority="low">`,
      ).replace('</head>', '<link rel="modulepreload" href="/_astro/shell.js"></head>'),
    );
    expect(count).toBe(4);
  });

  it('leaves islands that wait (visible, idle) to ask for their code when they wake', async () => {
    const island = '<astro-island uid="b" component-url="/_astro/Later.js" renderer-url="/_astro/client.js" client="visible"></astro-island>';
    const { html } = await withModulePreloads(page(island), importsOf);
    expect(html).not.toContain('Later.js" fetchpriority');
    expect(html).not.toContain('lazy.js');
  });
});
