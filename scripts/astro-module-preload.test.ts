import { describe, expect, it } from 'vitest';
import { staticImports } from './astro-module-preload';

describe('staticImports', () => {
  it('finds the static imports the bundler writes, as site paths', () => {
    const code = 'import{t as e}from"./add-to-order.B5iIzA8I.js";import"./shell.CmJUp-E3.js";import * as r from "../x/y.js";e(document);';
    expect(staticImports(code, '/_astro/index.astro_astro_type_script_index_0_lang.Dv4vcIOD.js')).toEqual(['/_astro/add-to-order.B5iIzA8I.js', '/_astro/shell.CmJUp-E3.js', '/x/y.js']);
  });

  it('leaves dynamic imports, loaded on demand, alone', () => {
    expect(staticImports('const m=()=>import("./PaymentStep.Ab12.js");', '/_astro/Checkout.js')).toEqual([]);
  });
});
