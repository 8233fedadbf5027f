import { describe, expect, it } from 'vitest';
import { type BkashPayment, bkashInvoice, bkashMismatch, bkashState } from './bkash';

// Known answers: bKash's own answers as the integrations quote them from its sandbox, read by our readers. The
// status query names the invoice merchantInvoice, execute merchantInvoiceNumber (or not at all): a reader that
// looks for one name in both would call a good payment a mismatch and refund it.

/** itsrafsanjani/laravel-bkash README (2023-09), "Execute Payment". */
const RAFSANJANI_EXECUTE: BkashPayment = {
  statusCode: '0000',
  statusMessage: 'Successful',
  paymentID: 'TR0011f0CE1zl16944532*****',
  trxID: 'AIB10*****',
  amount: '10',
  transactionStatus: 'Completed',
  merchantInvoiceNumber: '64ff4dd6*****',
};
/** itsrafsanjani/laravel-bkash README (2023-09), "Query Payment". */
const RAFSANJANI_QUERY = JSON.parse(
  '{"paymentID":"TR0011f0CE1zl16944532*****","mode":"0011","paymentCreateTime":"2023-09-11T23:26:49:676 GMT+0600","paymentExecuteTime":"2023-09-11T23:31:24:581 GMT+0600","amount":"10","currency":"BDT","intent":"sale","merchantInvoice":"64ff4dd6*****","trxID":"AIB10DO2ON","transactionStatus":"Completed","verificationStatus":"Complete","statusCode":"0000","statusMessage":"Successful","payerReference":"64ff4dd*****"}',
) as BkashPayment;
/** karim007/laravel-bkash-tokenize README (2023-01), "execute payment response": no invoice at all. */
const KARIM_EXECUTE = JSON.parse(
  '{"statusCode":"0000","statusMessage":"Successful","paymentID":"TR0011FN1674417661851","payerReference":"485605798","customerMsisdn":"01877722345","trxID":"AAN20A8HOI","amount":"100","transactionStatus":"Completed","paymentExecuteTime":"2023-01-23T02:04:05:736 GMT+0600","currency":"BDT","intent":"sale"}',
) as BkashPayment;
/** karim007/laravel-bkash-tokenize README (2023-01), "query payment response". */
const KARIM_QUERY = JSON.parse(
  '{"paymentID":"TR0011FN1674417661851","mode":"0011","paymentCreateTime":"2023-01-23T02:01:06:713 GMT+0600","paymentExecuteTime":"2023-01-23T02:04:05:736 GMT+0600","amount":"100","currency":"BDT","intent":"sale","merchantInvoice":"485605798","trxID":"AAN20A8HOI","transactionStatus":"Completed","verificationStatus":"Complete","statusCode":"0000","statusMessage":"Successful","payerReference":"485605798"}',
) as BkashPayment;
/** karim007/laravel-bkash-tokenize README (2023-01), "create payment response": created, not paid. */
const KARIM_CREATE: BkashPayment = { statusCode: '0000', statusMessage: 'Successful', paymentID: 'TR0011WQ1674418613025', amount: '100', transactionStatus: 'Initiated', merchantInvoiceNumber: '63cd99abe6bae' };

describe('reading bKash’s answers as the integrations quote them', () => {
  it('finds the invoice under either of its names', () => {
    expect(bkashInvoice(RAFSANJANI_EXECUTE)).toBe('64ff4dd6*****');
    expect(bkashInvoice(RAFSANJANI_QUERY)).toBe('64ff4dd6*****');
    expect(bkashInvoice(KARIM_QUERY)).toBe('485605798');
    expect(bkashInvoice(KARIM_EXECUTE)).toBeUndefined();
  });

  it('reads a Completed execute and a Completed status query as the same payment, paid', () => {
    const ours = { paymentID: 'TR0011f0CE1zl16944532*****', invoice: '64ff4dd6*****', amount: 10 };
    expect(bkashState(RAFSANJANI_EXECUTE)).toBe('paid');
    expect(bkashState(RAFSANJANI_QUERY)).toBe('paid');
    expect(bkashMismatch(RAFSANJANI_EXECUTE, ours)).toBeUndefined();
    expect(bkashMismatch(RAFSANJANI_QUERY, ours)).toBeUndefined();
    const karim = { paymentID: 'TR0011FN1674417661851', invoice: '485605798', amount: 100 };
    expect(bkashMismatch(KARIM_EXECUTE, karim)).toBeUndefined();
    expect(bkashMismatch(KARIM_QUERY, karim)).toBeUndefined();
  });

  it('still sees another invoice, another payment or another amount', () => {
    const ours = { paymentID: 'TR0011FN1674417661851', invoice: '485605798', amount: 100 };
    expect(bkashMismatch(KARIM_QUERY, { ...ours, invoice: 'SOMEONEELSE1' })).toContain('485605798');
    expect(bkashMismatch(KARIM_QUERY, { ...ours, amount: 1000 })).toContain('100');
    expect(bkashMismatch(KARIM_EXECUTE, { ...ours, paymentID: 'TR0011OTHER' })).toBeDefined();
  });

  it('tells open, closed and unknown apart: only a final transactionStatus says anything about the money', () => {
    expect(bkashState(KARIM_CREATE)).toBe('open');
    expect(bkashState({ ...KARIM_QUERY, transactionStatus: 'Failed' })).toBe('closed');
    expect(bkashState({ ...KARIM_QUERY, transactionStatus: 'Cancelled' })).toBe('closed');
    // bKash sends its errors with HTTP 200 and a statusCode: not a state of the payment.
    expect(bkashState({ statusCode: '2117', statusMessage: 'Payment execution already been called before' })).toBe('unknown');
    expect(bkashState({ statusCode: '0000', statusMessage: 'Successful' })).toBe('unknown');
  });
});
