import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { sendSms } from './bulksmsbd';

// The Worker's SMS client, in the Workers runtime, against the BulkSMSBD stand-in (worker/test/gateways.ts).
const settings = () => ({ baseUrl: env.TEST_BULKSMSBD_URL, apiKey: env.TEST_BULKSMSBD_API_KEY, senderId: env.TEST_BULKSMSBD_SENDER_ID, timeoutMs: 1500 });
const sentTo = async (to: string) => (await fetch(`${env.TEST_BULKSMSBD_URL}/__control/sent?to=${to}`)).json<{ type: string; message: string }[]>();
const number = () => `017${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

describe('sending a text message through BulkSMSBD', () => {
  it('sends English as text and Bangla as unicode, to the number with its country code', async () => {
    const mobile = number();
    expect(await sendSms(settings(), mobile, 'Karnaphuli: your order is on its way.')).toEqual({ ok: true });
    expect(await sendSms(settings(), mobile, 'কর্ণফুলী: আপনার অর্ডার পথে।')).toEqual({ ok: true });
    expect(await sentTo(`88${mobile}`)).toMatchObject([
      { type: 'text', message: 'Karnaphuli: your order is on its way.' },
      { type: 'unicode', message: 'কর্ণফুলী: আপনার অর্ডার পথে।' },
    ]);
  });

  it('reports a refusal with the gateway’s words, not to be tried again; an unreachable gateway to be tried again', async () => {
    expect(await sendSms({ ...settings(), apiKey: 'wrong' }, number(), 'Hello')).toEqual({ ok: false, retry: false, error: 'BulkSMSBD 1011: User Id not found' });
    expect(await sendSms({ ...settings(), senderId: '8809610000000' }, number(), 'Hello')).toMatchObject({ ok: false, retry: false });
    // The gateway down for this number's messages (the stand-in's control: 503, as behind its load balancer).
    const mobile = number();
    const control = (path: string, body: unknown) => fetch(`${env.TEST_BULKSMSBD_URL}/__control${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
    await control('', { only: `88${mobile}`, down: true });
    try {
      expect(await sendSms(settings(), mobile, 'Hello')).toEqual({ ok: false, retry: true, error: 'BulkSMSBD answered HTTP 503' });
    } finally {
      await control('/reset', { only: `88${mobile}` });
    }
    expect(await sentTo(`88${mobile}`)).toEqual([]);
  });

  it('an answer that does not come in time is in doubt, never to be sent again: the gateway may have taken it', async () => {
    const mobile = number();
    const control = (path: string, body: unknown) => fetch(`${env.TEST_BULKSMSBD_URL}/__control${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
    await control('', { only: `88${mobile}`, slowMs: 1500 });
    try {
      expect(await sendSms({ ...settings(), timeoutMs: 300 }, mobile, 'Hello')).toEqual({ ok: false, retry: false, inDoubt: true, error: 'BulkSMSBD did not answer in time' });
    } finally {
      await control('/reset', { only: `88${mobile}` });
    }
  });
});
