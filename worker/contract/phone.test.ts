import { describe, expect, it } from 'vitest';
import { internationalNumber, mobileNumber } from './phone';

describe('a mobile number, however it was typed', () => {
  it.each([
    ['01711000001', '01711000001'],
    ['+8801711000001', '01711000001'],
    ['8801711000001', '01711000001'],
    ['+880 1711-000001', '01711000001'],
    ['(+880) 1711 000 001', '01711000001'],
    ['০১৭১১০০০০০১', '01711000001'],
    ['+৮৮০ ১৮১৯-০০০১১১', '01819000111'],
    [' 01311.000.001 ', '01311000001'],
  ])('%s is %s', (typed, kept) => expect(mobileNumber(typed)).toBe(kept));

  it.each([
    ['too short', '0171100000'],
    ['too long', '017110000011'],
    ['no operator has 012', '01211000001'],
    ['a landline', '0312345678'],
    ['letters', '01711OOOOO1'],
    ['two numbers', '01711000001, 01811000002'],
    ['another country', '+441711000001'],
    ['empty', ''],
  ])('refuses %s', (_why, typed) => expect(mobileNumber(typed)).toBeNull());

  it('is given to a gateway with the country code and no plus', () => {
    expect(internationalNumber('01711000001')).toBe('8801711000001');
  });
});
