import type { Config } from '../env';
import { callGateway, taka } from './http';

// SSLCommerz's hosted checkout (API v4), as a small fetch client: SSLCommerz's published v4 developer
// documentation (https://developer.sslcommerz.com/doc/v4/). The stand-in scripts/gateways/sslcommerz.mjs
// speaks the same.

export interface SslcommerzSettings {
  baseUrl: string;
  storeId: string;
  storePassword: string;
  timeoutMs: number;
}

export function sslcommerzSettings(config: Config): SslcommerzSettings | undefined {
  const { SSLCOMMERZ_BASE_URL: baseUrl, SSLCOMMERZ_STORE_ID: storeId, SSLCOMMERZ_STORE_PASSWORD: storePassword } = config;
  return baseUrl && storeId && storePassword ? { baseUrl, storeId, storePassword, timeoutMs: config.PAYMENT_TIMEOUT_MS } : undefined;
}

export interface SslSession {
  status?: string;
  failedreason?: string;
  sessionkey?: string;
  GatewayPageURL?: string;
}

/** A transaction as the validation API, the transaction query and the IPN report it. */
export interface SslTransaction {
  status?: string;
  tran_id?: string;
  val_id?: string;
  amount?: string;
  currency?: string;
  currency_type?: string;
  bank_tran_id?: string;
  card_type?: string;
  risk_level?: string;
  APIConnect?: string;
}

export interface SslQuery {
  APIConnect?: string;
  no_of_trans_found?: number;
  element?: SslTransaction[];
}

export interface SslRefund {
  APIConnect?: string;
  status?: string;
  refund_ref_id?: string;
  errorReason?: string;
}

export class SslcommerzClient {
  constructor(private readonly settings: SslcommerzSettings) {}

  private get(path: string, params: Record<string, string>) {
    const query = new URLSearchParams({ ...params, store_id: this.settings.storeId, store_passwd: this.settings.storePassword, format: 'json' });
    return `${this.settings.baseUrl}${path}?${query}`;
  }

  /** A session: SSLCommerz answers the page to send the guest to (GatewayPageURL). Form-encoded, as v4 wants. */
  session(fields: Record<string, string>): Promise<SslSession> {
    const body = new URLSearchParams({ ...fields, store_id: this.settings.storeId, store_passwd: this.settings.storePassword });
    return callGateway(`${this.settings.baseUrl}/gwprocess/v4/api.php`, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body }, this.settings.timeoutMs);
  }

  /** The validation API: what makes a payment count (VALID the first time, VALIDATED after). */
  validate(valId: string): Promise<SslTransaction> {
    return callGateway(this.get('/validator/api/validationserverAPI.php', { val_id: valId, v: '1' }), {}, this.settings.timeoutMs);
  }

  /** The transaction query by our tran_id: what the Worker asks when validation did not answer, and the sweep. */
  query(tranId: string): Promise<SslQuery> {
    return callGateway(this.get('/validator/api/merchantTransIDvalidationAPI.php', { tran_id: tranId }), {}, this.settings.timeoutMs);
  }

  /** A refund, named by our refe_id (the payment's id), so asking again names the same refund. */
  refund(input: { bankTranId: string; amount: number; remarks: string; refeId: string }): Promise<SslRefund> {
    return callGateway(this.get('/validator/api/merchantTransIDvalidationAPI.php', { bank_tran_id: input.bankTranId, refund_amount: taka(input.amount), refund_remarks: input.remarks, refe_id: input.refeId }), {}, this.settings.timeoutMs);
  }

  refundStatus(refundRefId: string): Promise<SslRefund> {
    return callGateway(this.get('/validator/api/merchantTransIDvalidationAPI.php', { refund_ref_id: refundRefId }), {}, this.settings.timeoutMs);
  }
}

/** What the Worker acts on in an IPN: each must be among the fields its signature covers. */
export const IPN_SIGNED = ['tran_id', 'val_id', 'amount', 'currency', 'status'] as const;

/** The fields of IPN_SIGNED an IPN's verify_key leaves out (a signature over too little proves nothing of them). */
export function unsignedFields(fields: Record<string, string>): string[] {
  const signed = new Set((fields['verify_key'] ?? '').split(','));
  return IPN_SIGNED.filter((name) => !signed.has(name));
}

const md5 = async (text: string) => [...new Uint8Array(await crypto.subtle.digest('MD5', new TextEncoder().encode(text)))].map((byte) => byte.toString(16).padStart(2, '0')).join('');

/**
 * Whether an IPN carries SSLCommerz's signature: the MD5 of the fields its verify_key names, with store_passwd
 * as its own MD5, sorted by name and joined as key=value&… (SSLCommerz v4, "Validate Payment with IPN"). MD5 is
 * in the Workers runtime's crypto.subtle as a non-standard algorithm. A valid signature still proves nothing
 * about the money: the validation API decides that.
 */
export async function verifySignature(fields: Record<string, string>, storePassword: string): Promise<boolean> {
  const { verify_sign: sign, verify_key: keys } = fields;
  if (!sign || !keys) return false;
  const signed: Record<string, string> = {};
  for (const key of keys.split(',')) {
    const value = fields[key];
    if (value !== undefined) signed[key] = value;
  }
  signed['store_passwd'] = await md5(storePassword);
  const text = Object.keys(signed)
    .sort()
    .map((key) => `${key}=${signed[key]}`)
    .join('&');
  const expected = await md5(text);
  // Both are hex digests of the same length; compare every character, not up to the first difference.
  let difference = expected.length ^ sign.length;
  for (let index = 0; index < expected.length; index += 1) difference |= expected.charCodeAt(index) ^ (sign.charCodeAt(index) || 0);
  return difference === 0;
}
