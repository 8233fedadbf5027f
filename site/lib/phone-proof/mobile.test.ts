import { describe, expect, it } from 'vitest';
import { mobileGuess, spacedMobile } from './mobile';

// A mobile number read back to the guest as 01712 345678, however it was typed (./mobile.ts).

describe('a mobile number, spaced', () => {
  it('puts the operator’s five digits apart from the line’s six', () => {
    expect(spacedMobile('01712345678')).toBe('01712 345678');
    expect(spacedMobile('01912000111')).toBe('01912 000111');
  });

  it('reads the number however it was typed: the country code, spaces, dashes, Bengali digits', () => {
    expect(spacedMobile('+880 1712-345678')).toBe('01712 345678');
    expect(spacedMobile('8801712345678')).toBe('01712 345678');
    expect(spacedMobile(' 01712 345 678 ')).toBe('01712 345678');
    expect(spacedMobile('০১৭১২৩৪৫৬৭৮')).toBe('01712 345678');
  });

  it('leaves what is not a mobile number as it was typed', () => {
    expect(spacedMobile(' 031-123456 ')).toBe('031-123456');
    expect(spacedMobile('0171234567')).toBe('0171234567');
    expect(spacedMobile('')).toBe('');
  });
});

describe('the number first offered for proof', () => {
  it('is the profile’s phone, spaced, when it is a mobile number', () => {
    expect(mobileGuess('+8801712345678')).toBe('01712 345678');
  });

  it('is nothing for a landline, a half number or none', () => {
    expect(mobileGuess('031-123456')).toBe('');
    expect(mobileGuess('01712')).toBe('');
    expect(mobileGuess('')).toBe('');
    expect(mobileGuess(undefined)).toBe('');
  });
});
