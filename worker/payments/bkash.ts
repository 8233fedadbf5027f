import type { Config } from '../env';
import { callGateway, GatewayUnauthorized, sameAmount, taka } from './http';

// bKash Tokenized Checkout, the payment without agreement (mode 0011), as a small fetch client: bKash's
// published API v1.2.0-beta (https://developer.bka.sh/docs, "Tokenized Checkout"). The stand-in
// scripts/gateways/bkash.mjs speaks the same. bKash reports errors as a statusCode other than "0000" (often with
// HTTP 200): the callers read the body, never the HTTP status.

export interface BkashSettings {
  baseUrl: string;
  username: string;
  password: string;
  appKey: string;
  appSecret: string;
  timeoutMs: number;
}

export function bkashSettings(config: Config): BkashSettings | undefined {
  const { BKASH_BASE_URL: baseUrl, BKASH_USERNAME: username, BKASH_PASSWORD: password, BKASH_APP_KEY: appKey, BKASH_APP_SECRET: appSecret } = config;
  // env.ts refuses half a gateway, so one setting present means all are.
  return baseUrl && username && password && appKey && appSecret ? { baseUrl, username, password, appKey, appSecret, timeoutMs: config.PAYMENT_TIMEOUT_MS } : undefined;
}

/** What every bKash answer carries. */
export interface BkashAnswer {
  statusCode?: string;
  statusMessage?: string;
  errorCode?: string;
  errorMessage?: string;
}
export const bkashOk = (answer: BkashAnswer) => answer.statusCode === '0000';
/** bKash's reason, as it words it. */
export const bkashReason = (answer: BkashAnswer) => answer.statusMessage ?? answer.errorMessage ?? `bKash answered ${answer.statusCode ?? answer.errorCode ?? 'without a status'}`;

/**
 * A payment as create, execute and the status query answer it. The invoice has two names: execute's answer
 * calls it merchantInvoiceNumber, the status query's merchantInvoice (the captured answers quoted in the READMEs
 * of itsrafsanjani/laravel-bkash, 2023-09, and karim007/laravel-bkash-tokenize, 2023-01); some execute answers
 * carry neither (karim007's). Read it through bkashInvoice, never by one of the names.
 */
export interface BkashPayment extends BkashAnswer {
  paymentID?: string;
  bkashURL?: string;
  trxID?: string;
  transactionStatus?: string;
  amount?: string;
  merchantInvoiceNumber?: string;
  merchantInvoice?: string;
}

/** The invoice an answer names, whichever of bKash's two names it uses; undefined when it names none. */
export const bkashInvoice = (answer: BkashPayment) => answer.merchantInvoiceNumber ?? answer.merchantInvoice;

/**
 * What an answer says of the money: 'paid' (Completed), 'open' (Initiated: the guest has not finished, and no
 * money moves until the Worker executes), 'closed' (any other transactionStatus bKash gives, such as Failed or
 * Cancelled), or 'unknown': an error answer (a statusCode other than "0000", which bKash sends with HTTP 200) or
 * one without a transactionStatus, which says nothing about the money.
 */
export function bkashState(answer: BkashPayment): 'paid' | 'open' | 'closed' | 'unknown' {
  if (!bkashOk(answer) || !answer.transactionStatus) return 'unknown';
  if (answer.transactionStatus === 'Completed') return 'paid';
  return ['Initiated', 'Pending Authorized'].includes(answer.transactionStatus) ? 'open' : 'closed';
}

/**
 * Why a Completed answer is not the money of the payment we asked about, or undefined when it is: the amount
 * must be ours, and the invoice too when the answer names one (the paymentID we asked with ties it otherwise).
 */
export function bkashMismatch(answer: BkashPayment, ours: { paymentID: string; invoice: string; amount: number }): string | undefined {
  const invoice = bkashInvoice(answer);
  const fine = sameAmount(answer.amount, ours.amount) && (invoice === undefined || invoice === ours.invoice) && (answer.paymentID === undefined || answer.paymentID === ours.paymentID);
  return fine ? undefined : `bKash reported ${answer.amount ?? 'no amount'} for invoice ${invoice ?? '?'} (payment ${answer.paymentID ?? '?'}), not ${ours.amount.toFixed(2)} for ${ours.invoice}`;
}

export interface BkashRefund extends BkashAnswer {
  refundTrxID?: string;
  originalTrxID?: string;
  transactionStatus?: string;
  amount?: string;
}

interface TokenAnswer extends BkashAnswer {
  id_token?: string;
  refresh_token?: string;
  expires_in?: number;
}

/** Where the token is kept between requests and isolates (D1's gateway_tokens, worker/db/gateway-tokens.ts). */
export interface TokenStore {
  read(): Promise<{ token: string; refreshToken: string; expiresAt: number } | undefined>;
  write(token: { token: string; refreshToken: string; expiresAt: number }): Promise<void>;
}

/** A token is given up this long before bKash's own expiry, so none expires on its way. */
const TOKEN_MARGIN_MS = 5 * 60 * 1000;

// This isolate's copy of the token: most requests find it here and touch neither D1 nor bKash.
let cached: { key: string; token: string; refreshToken: string; expiresAt: number } | undefined;

export class BkashClient {
  constructor(
    private readonly settings: BkashSettings,
    private readonly store: TokenStore,
  ) {}

  private post<T>(path: string, body: object, headers: Record<string, string>): Promise<T> {
    return callGateway<T>(`${this.settings.baseUrl}/tokenized/checkout${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...headers }, body: JSON.stringify(body) }, this.settings.timeoutMs);
  }

  /**
   * bKash's id_token: this isolate's while it lasts, else the one D1 keeps, else refreshed with its refresh
   * token, else granted. Granted about once an hour, never per request.
   */
  async token(now = Date.now()): Promise<string> {
    const key = `${this.settings.baseUrl}|${this.settings.username}`;
    if (cached?.key === key && cached.expiresAt > now) return cached.token;
    const stored = await this.store.read();
    if (stored && stored.expiresAt > now) {
      cached = { key, ...stored };
      return stored.token;
    }
    const credentials = { username: this.settings.username, password: this.settings.password };
    const keys = { app_key: this.settings.appKey, app_secret: this.settings.appSecret };
    let answer: TokenAnswer | undefined;
    if (stored?.refreshToken) {
      answer = await this.post<TokenAnswer>('/token/refresh', { ...keys, refresh_token: stored.refreshToken }, credentials);
    }
    if (!answer?.id_token) answer = await this.post<TokenAnswer>('/token/grant', keys, credentials);
    if (!answer.id_token || !answer.refresh_token) throw new Error(`bKash refused the token grant: ${bkashReason(answer)}`);
    const fresh = { token: answer.id_token, refreshToken: answer.refresh_token, expiresAt: now + (answer.expires_in ?? 3600) * 1000 - TOKEN_MARGIN_MS };
    await this.store.write(fresh);
    cached = { key, ...fresh };
    return fresh.token;
  }

  /**
   * A call with the token. A token bKash no longer accepts (revoked, or its hour counted differently) is
   * forgotten, here and in D1, and the call made once more with a fresh one, rather than failing every payment
   * until the hour is up.
   */
  private async call<T>(path: string, body: object): Promise<T> {
    try {
      return await this.post<T>(path, body, { Authorization: await this.token(), 'X-APP-Key': this.settings.appKey });
    } catch (error) {
      if (!(error instanceof GatewayUnauthorized)) throw error;
      cached = undefined;
      const stored = await this.store.read();
      if (stored) await this.store.write({ ...stored, expiresAt: 0 });
      return this.post<T>(path, body, { Authorization: await this.token(), 'X-APP-Key': this.settings.appKey });
    }
  }

  /** Create: bKash answers the paymentID and the page to send the guest to (bkashURL). */
  create(input: { amount: number; invoice: string; payerReference: string; callbackURL: string }): Promise<BkashPayment> {
    return this.call('/create', { mode: '0011', payerReference: input.payerReference, callbackURL: input.callbackURL, amount: taka(input.amount), currency: 'BDT', intent: 'sale', merchantInvoiceNumber: input.invoice });
  }

  /** Execute: the money moves here, and only here. */
  execute(paymentID: string): Promise<BkashPayment> {
    return this.call('/execute', { paymentID });
  }

  /** The payment's status: what the Worker asks when execute did not answer. */
  status(paymentID: string): Promise<BkashPayment> {
    return this.call('/payment/status', { paymentID });
  }

  refund(input: { paymentID: string; trxID: string; amount: number; sku: string; reason: string }): Promise<BkashRefund> {
    return this.call('/payment/refund', { ...input, amount: taka(input.amount) });
  }

  /** The same path with only the payment: the refund's status (whether one was already made). */
  refundStatus(input: { paymentID: string; trxID: string }): Promise<BkashRefund> {
    return this.call('/payment/refund', input);
  }
}

/** For the tests: forget this isolate's token, as a new isolate would. */
export function forgetCachedToken(): void {
  cached = undefined;
}
