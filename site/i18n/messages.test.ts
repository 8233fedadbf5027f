import { describe, expect, it } from 'vitest';
import bn from './bn/validation';
import en from './en/validation';
import { codeOf, contractTexts, MESSAGE_MODULES, validationWords } from './message-texts';
import { sayMessage } from './messages';

// Every module of messages in the contract, read from the folder itself: one added there and not here fails.
const onDisk = import.meta.glob<Record<string, unknown>>('../../worker/contract/messages/*.ts', { eager: true });
const modules = Object.entries(onDisk)
  .filter(([path]) => !path.endsWith('.test.ts'))
  .map(([path, module]) => ({ name: path.replace(/^.*\/(.+)\.ts$/, '$1'), module }));

describe('the contract messages codes', () => {
  it('reads every module of worker/contract/messages that has a message', () => {
    const withTexts = modules.filter(({ module }) => Object.values(module).some((text) => typeof text === 'string'));
    expect(Object.keys(MESSAGE_MODULES).sort()).toEqual(withTexts.map(({ name }) => name).sort());
  });

  it('names each message once across all the modules: an export name is a code', () => {
    const seen = new Map<string, string>();
    const twice: string[] = [];
    for (const { name, module } of modules) {
      for (const code of Object.keys(module)) {
        if (seen.has(code)) twice.push(`${code} (${seen.get(code)}.ts and ${name}.ts)`);
        seen.set(code, name);
      }
    }
    expect(twice).toEqual([]);
  });

  it('gives every code its English, verbatim, and its Bangla', () => {
    const codes = modules.flatMap(({ module }) => Object.entries(module).filter(([, text]) => typeof text === 'string'));
    for (const [code, text] of codes) {
      expect(en, code).toHaveProperty(code, text);
      expect((bn as Record<string, string>)[code], code).toMatch(/\S/);
    }
    expect(Object.keys(bn).sort()).toEqual(Object.keys(en).sort());
    expect(Object.keys(contractTexts()).sort()).toEqual(codes.map(([code]) => code).sort());
  });
});

describe('sayMessage', () => {
  it('says a known code in the page language', () => {
    expect(sayMessage(bn, { code: 'nameMin', message: 'Name must be at least 2 characters' })).toBe(bn.nameMin);
    expect(sayMessage(en, { code: 'orderNotFound', message: 'whatever the server said' })).toBe(en.orderNotFound);
  });

  it('says a message the contract writes by its English, with the words a Bangla page is handed', () => {
    const handed = validationWords(en, bn) as typeof bn;
    expect(codeOf('Please enter a valid email')).toBe('email');
    expect(sayMessage(handed, { message: 'Please enter a valid email' })).toBe(bn.email);
    expect(sayMessage(handed, { code: 'notACode', message: 'Password must be at least 8 characters' })).toBe(bn.password);
    expect(validationWords(en, en)).toBe(en);
  });

  it('passes on English it does not know, as it came', () => {
    expect(codeOf('The body is not JSON')).toBeUndefined();
    expect(sayMessage(bn, { message: 'The body is not JSON' })).toBe('The body is not JSON');
    expect(sayMessage(bn, { code: 'toString', message: 'The body is not JSON' })).toBe('The body is not JSON');
    expect(sayMessage(undefined, { code: 'nameMin', message: 'Name must be at least 2 characters' })).toBe('Name must be at least 2 characters');
  });
});
