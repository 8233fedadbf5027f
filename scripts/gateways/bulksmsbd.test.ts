import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_BULKSMSBD, startBulksmsbd } from './bulksmsbd.mjs';

// The stand-in against BulkSMSBD's published examples: the request its API page documents and the answer its
// wrappers quote, and the documented refusals.
let base = '';
let close = async () => {};
beforeAll(async () => {
  // A port the system says is free, as the Worker tests choose theirs.
  const port = await new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address() as { port: number };
      probe.close(() => resolve(free));
    });
  });
  const started = await startBulksmsbd({ port, balance: 3 });
  base = started.url;
  close = started.close;
});
afterAll(() => close());

const smsapi = (fields: Record<string, string>) => fetch(`${base}/api/smsapi?${new URLSearchParams(fields)}`).then((response) => response.json());
const valid = { api_key: LOCAL_BULKSMSBD.apiKey, type: 'text', number: '8801711000001', senderid: LOCAL_BULKSMSBD.senderId, message: 'Your order is on its way.' };

describe('the BulkSMSBD stand-in', () => {
  it('answers the documented request with the documented answer, and lists the message', async () => {
    expect(await smsapi(valid)).toEqual({ response_code: 202, success_message: 'SMS Submitted Successfully' });
    const sent = await (await fetch(`${base}/__control/sent?to=8801711000001`)).json();
    expect(sent).toMatchObject([{ to: '8801711000001', type: 'text', message: 'Your order is on its way.' }]);
    expect(await (await fetch(base)).text()).toContain('Your order is on its way.');
  });

  it('takes a POSTed form, and several numbers comma-separated', async () => {
    const response = await fetch(`${base}/api/smsapi`, { method: 'POST', body: new URLSearchParams({ ...valid, number: '8801811000002,8801911000003', type: 'unicode', message: 'আপনার অর্ডার পথে' }) });
    expect(await response.json()).toEqual({ response_code: 202, success_message: 'SMS Submitted Successfully' });
  });

  it.each([
    ['a wrong api_key', { api_key: 'nope' }, 1011, 'User Id not found'],
    ['no message', { message: '' }, 1003, 'Please Required all fields / Contact Your System Administrator'],
    ['a sender id not the account’s', { senderid: '8809610000000' }, 1002, 'Sender ID not correct / sender ID is disabled'],
    ['a number without the country code', { number: '01711000001' }, 1001, 'Invalid Number'],
  ])('refuses %s with its code and words, HTTP 200', async (_why, change, code, words) => {
    expect(await smsapi({ ...valid, ...change })).toEqual({ response_code: code, success_message: '', error_message: words });
  });

  it('refuses when the balance is spent, and reports it', async () => {
    // Three messages of credit: one and two taken above.
    expect(await smsapi(valid)).toEqual({ response_code: 1007, success_message: '', error_message: 'Balance Insufficient' });
    expect(await (await fetch(`${base}/api/getBalanceApi?api_key=${LOCAL_BULKSMSBD.apiKey}`)).json()).toEqual({ response_code: 202, balance: 0 });
  });
});
