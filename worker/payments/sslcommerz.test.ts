import { describe, expect, it } from 'vitest';
import { unsignedFields, verifySignature } from './sslcommerz';

// Known answer: the signed sample IPN printed in the official sslcommerz/SSLCommerz-Python README (sslcommerz-lib),
// with its sandbox store password. Our signature check must accept it as printed and refuse it altered.
const STORE_PASSWORD = 'test_testemi@ssl';
const SAMPLE_IPN: Record<string, string> = {
  tran_id: '5E121A0D01F92',
  val_id: '200105225826116qFnATY9sHIwo',
  amount: '10.00',
  card_type: 'VISA-Dutch Bangla',
  store_amount: '9.75',
  card_no: '418117XXXXXX6675',
  bank_tran_id: '200105225825DBgSoRGLvczhFjj',
  status: 'VALID',
  tran_date: '2020-01-05 22:58:21',
  currency: 'BDT',
  card_issuer: 'TRUST BANK, LTD.',
  card_brand: 'VISA',
  card_issuer_country: 'Bangladesh',
  card_issuer_country_code: 'BD',
  store_id: 'test_testemi',
  verify_sign: 'd42fab70ae0bcbda5280e7baffef60b0',
  verify_key:
    'amount,bank_tran_id,base_fair,card_brand,card_issuer,card_issuer_country,card_issuer_country_code,card_no,card_type,currency,currency_amount,currency_rate,currency_type,risk_level,risk_title,status,store_amount,store_id,tran_date,tran_id,val_id,value_a,value_b,value_c,value_d',
  verify_sign_sha2: '02c0417ff467c109006382d56eedccecd68382e47245266e7b47abbb3d43976e',
  currency_type: 'BDT',
  currency_amount: '10.00',
  currency_rate: '1.0000',
  base_fair: '0.00',
  value_a: '',
  value_b: '',
  value_c: '',
  value_d: '',
  risk_level: '0',
  risk_title: 'Safe',
};

describe('SSLCommerz’s IPN signature', () => {
  it('accepts the official sample IPN with its store password', async () => {
    expect(await verifySignature(SAMPLE_IPN, STORE_PASSWORD)).toBe(true);
    expect(unsignedFields(SAMPLE_IPN)).toEqual([]);
  });

  it('refuses it altered, or checked with another store’s password', async () => {
    expect(await verifySignature({ ...SAMPLE_IPN, amount: '1000.00' }, STORE_PASSWORD)).toBe(false);
    expect(await verifySignature(SAMPLE_IPN, 'another-store@ssl')).toBe(false);
    expect(await verifySignature({ ...SAMPLE_IPN, verify_sign: '' }, STORE_PASSWORD)).toBe(false);
  });

  it('names what a verify_key leaves unsigned of what we act on', () => {
    const narrow = { ...SAMPLE_IPN, verify_key: 'amount,currency,status,store_id' };
    expect(unsignedFields(narrow)).toEqual(['tran_id', 'val_id']);
  });
});
