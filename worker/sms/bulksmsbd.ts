import { internationalNumber } from '../contract/phone';
import { smsSize } from './segments';

// Sending one text message through BulkSMSBD's HTTP API (scripts/gateways/bulksmsbd.mjs is its local stand-in, with
// its sources). BulkSMSBD, not SSL Wireless: SSL's API takes calls only from addresses whitelisted in its portal,
// and a Worker's calls leave from Cloudflare's shared addresses; BulkSMSBD's whitelist can be switched off.
// The one interface the rest of the Worker sees is `sendSms`: another gateway is another implementation of it.

export interface SmsSettings {
  /** e.g. http://bulksmsbd.net (the API's paths are under /api). */
  baseUrl: string;
  apiKey: string;
  /** The sender id the account is approved for. */
  senderId: string;
  /** How long to wait for the gateway's answer, in ms. */
  timeoutMs?: number;
}

/**
 * Sent; or not, with the gateway's words and whether trying again later may succeed. `inDoubt`: no answer came in
 * time after the request went, so the gateway may have taken the message; it is not to be sent again.
 */
export type SmsOutcome = { ok: true } | { ok: false; retry: boolean; inDoubt?: boolean; error: string };

/** The codes worth trying again later: the gateway's own fault, or a balance the restaurant can top up. */
const TRY_AGAIN = new Set([1005, 1006, 1007]);

/** Sends `text` to `mobile` (01XXXXXXXXX), in Bangla's UCS-2 when it needs it. Never throws. */
export async function sendSms(settings: SmsSettings, mobile: string, text: string): Promise<SmsOutcome> {
  const form = new URLSearchParams({
    api_key: settings.apiKey,
    type: smsSize(text).encoding === 'UCS-2' ? 'unicode' : 'text',
    number: internationalNumber(mobile),
    senderid: settings.senderId,
    message: text,
  });
  let response: Response;
  try {
    response = await fetch(`${settings.baseUrl.replace(/\/+$/, '')}/api/smsapi`, { method: 'POST', body: form, signal: AbortSignal.timeout(settings.timeoutMs ?? 10_000) });
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
    if (timedOut) return { ok: false, retry: false, inDoubt: true, error: 'BulkSMSBD did not answer in time' };
    return { ok: false, retry: true, error: `BulkSMSBD did not answer: ${error instanceof Error ? error.message : String(error)}` };
  }
  if (!response.ok) return { ok: false, retry: response.status >= 500, error: `BulkSMSBD answered HTTP ${response.status}` };
  let answer: { response_code?: unknown; success_message?: unknown; error_message?: unknown };
  try {
    answer = await response.json();
  } catch {
    return { ok: false, retry: true, error: 'BulkSMSBD answered something other than JSON' };
  }
  const code = Number(answer.response_code);
  if (code === 202) return { ok: true };
  return { ok: false, retry: TRY_AGAIN.has(code), error: `BulkSMSBD ${code}: ${String(answer.error_message || answer.success_message || 'no reason given')}` };
}
