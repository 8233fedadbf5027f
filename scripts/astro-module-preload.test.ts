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
  };
  const importsOf = async (url: string) => modules[url] ?? [];
  const page = (head: string, body: string, script = '<script type="module" fetchpriority="low" src="/_astro/page.js"></script>') => `<html><head>${script}${head}</head><body>${body}</body></html>`;
  const built = (body: string) => page('', body, '<script type="module" src="/_astro/page.js"></script>');
  const island = (client: string, attributes = '') => `<astro-island uid="a" component-url="/_astro/Form.js" renderer-url="/_astro/client.js" client="${client}"${attributes}></astro-island>`;

  it("asks for a page's scripts and their imports (preloaded in the head) at low priority, and writes on a painted island the rest of its graph", async () => {
    const { html, count } = await withModulePreloads(built(island('painted')), importsOf);
    expect(html).toBe(page('<link rel="modulepreload" href="/_astro/shell.js" fetchpriority="low">', island('painted', ' data-modules="/_astro/Form.js /_astro/react.js /_astro/client.js"')));
    expect(count).toBe(4);
  });

  it("keeps an island's props as written, a `$` in them too", async () => {
    const props = ' props="{&quot;note&quot;:[0,&quot;$&amp; $\' $` $1&quot;]}"';
    const { html } = await withModulePreloads(built(island('painted', props)), importsOf);
    expect(html).toContain(island('painted', `${props} data-modules="/_astro/Form.js /_astro/react.js /_astro/client.js"`));
  });

  it('writes nothing on an island whose code the page preloads already', async () => {
    const preloaded = '<script type="module" src="/_astro/Form.js"></script><script type="module" src="/_astro/client.js"></script>';
    const { html } = await withModulePreloads(page('', island('painted'), preloaded), importsOf);
    expect(html).toContain(island('painted'));
  });

  it('leaves other islands to ask for their code as Astro does', async () => {
    for (const client of ['load', 'visible', 'idle']) {
      const { html } = await withModulePreloads(built(island(client)), importsOf);
      expect(html).toBe(page('<link rel="modulepreload" href="/_astro/shell.js" fetchpriority="low">', island(client)));
    }
  });
});
