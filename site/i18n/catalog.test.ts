import { describe, expect, it } from 'vitest';
import { bn } from './bn';
import { en } from './en';
import { fill } from './fill';
import { islandWords, langOf } from './catalog';
import { langOfPath, pathIn, pathWithoutLang, readIn } from './lang';

type Tree = { [key: string]: string | Tree };

/** Every leaf of a catalog as `area.key.key`: its words. */
function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') found.set(path, value);
    else for (const [inner, words] of leaves(value, path)) found.set(inner, words);
  }
  return found;
}

const placeholders = (words: string) => [...words.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('the two catalogs', () => {
  const english = leaves(en as unknown as Tree);
  const bangla = leaves(bn as unknown as Tree);

  it('have the same keys: nothing missing in Bangla, nothing Bangla alone', () => {
    expect([...bangla.keys()].filter((key) => !english.has(key))).toEqual([]);
    expect([...english.keys()].filter((key) => !bangla.has(key))).toEqual([]);
  });

  it('leave no Bangla entry empty, and fill the same values into both', () => {
    for (const [key, words] of bangla) {
      expect(words.trim(), key).not.toBe('');
      expect(placeholders(words), key).toEqual(placeholders(english.get(key) ?? ''));
    }
  });

  it('write Bangla entries in Bangla: Bengali letters, and no ASCII digit outside a placeholder', () => {
    // The language switch names English in English, on purpose.
    const latinOnPurpose = new Set(['common.switchTo', 'common.switchToLabel', 'common.switchHint', 'common.switchHintAction']);
    for (const [key, words] of bangla) {
      if (latinOnPurpose.has(key)) continue;
      const text = words.replace(/\{\w+\}/g, '');
      if (!text.trim()) continue;
      expect(/[\u0980-\u09ff]/.test(text), `${key}: "${words}"`).toBe(true);
      expect(/[0-9]/.test(text), `${key}: "${words}"`).toBe(false);
    }
  });
});

describe('words with a value', () => {
  it('fill their placeholders and leave an unknown one as written', () => {
    expect(fill('{count} dishes, {missing}', { count: 3 })).toBe('3 dishes, {missing}');
  });
});

describe('an island is handed only its parts', () => {
  it('in the page language', () => {
    const words = islandWords('bn', 'common', 'layout');
    expect(Object.keys(words).sort()).toEqual(['common', 'lang', 'layout']);
    expect(words.lang).toBe('bn');
    expect(words.layout.nav.menu).toBe(bn.layout.nav.menu);
  });

  it('the page language comes from the address', () => {
    expect(langOf('bn')).toBe('bn');
    expect(langOf(undefined)).toBe('en');
    expect(langOf('fr')).toBe('en');
  });
});

describe('paths in a language', () => {
  it('prefix Bangla with /bn and keep English where it was', () => {
    expect(pathIn('bn', '/menu')).toBe('/bn/menu');
    expect(pathIn('bn', '/')).toBe('/bn');
    expect(pathIn('en', '/bn/menu')).toBe('/menu');
    expect(pathIn('en', '/bn')).toBe('/');
    expect(pathIn('bn', '/bn/menu')).toBe('/bn/menu');
    expect(pathWithoutLang('/bn/track-order')).toBe('/track-order');
    expect(langOfPath('/bn')).toBe('bn');
    expect(langOfPath('/bnx')).toBe('en');
    expect(langOfPath('/menu')).toBe('en');
  });

  it('an order read on a Bangla page asks for it in Bangla; an English page asks as it always did', () => {
    expect(readIn('en', '/api/track/order/K7QM2XW9PD4A')).toBe('/api/track/order/K7QM2XW9PD4A');
    expect(readIn('bn', '/api/track/order/K7QM2XW9PD4A')).toBe('/api/track/order/K7QM2XW9PD4A?lang=bn');
    expect(readIn('bn', '/api/payment/link/K7QM2XW9PD4A?key=abc')).toBe('/api/payment/link/K7QM2XW9PD4A?key=abc&lang=bn');
  });
});
