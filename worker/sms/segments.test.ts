import { describe, expect, it } from 'vitest';
import { smsSize } from './segments';

describe('the parts a text message is sent in', () => {
  it('holds 160 GSM-7 characters in one part, then 153 a part', () => {
    expect(smsSize('a'.repeat(160))).toEqual({ encoding: 'GSM-7', length: 160, parts: 1 });
    expect(smsSize('a'.repeat(161))).toEqual({ encoding: 'GSM-7', length: 161, parts: 2 });
    expect(smsSize('a'.repeat(306)).parts).toBe(2);
    expect(smsSize('a'.repeat(307)).parts).toBe(3);
  });

  it('counts an extension character (€, brackets) as two places', () => {
    expect(smsSize(`${'a'.repeat(158)}€`)).toEqual({ encoding: 'GSM-7', length: 160, parts: 1 });
    expect(smsSize(`${'a'.repeat(159)}[`)).toEqual({ encoding: 'GSM-7', length: 161, parts: 2 });
  });

  it('sends Bangla, the taka sign or a curly quote in UCS-2: 70 characters, then 67 a part', () => {
    expect(smsSize('আপনার অর্ডার তৈরি হচ্ছে')).toMatchObject({ encoding: 'UCS-2', parts: 1 });
    expect(smsSize('৳'.repeat(70))).toEqual({ encoding: 'UCS-2', length: 70, parts: 1 });
    expect(smsSize('৳'.repeat(71))).toEqual({ encoding: 'UCS-2', length: 71, parts: 2 });
    expect(smsSize('৳'.repeat(134)).parts).toBe(2);
    expect(smsSize('৳'.repeat(135)).parts).toBe(3);
    expect(smsSize('Your order’s on its way').encoding).toBe('UCS-2');
  });

  it('counts a character beyond the Basic Multilingual Plane as two code units', () => {
    expect(smsSize('🍽')).toEqual({ encoding: 'UCS-2', length: 2, parts: 1 });
  });
});
