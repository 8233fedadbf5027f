// A stand-in for SSLCommerz's sandbox (hosted checkout, API v4), for `npm start` and the tests. Written from, and
// to be checked against:
// - SSLCommerz's v4 developer documentation (https://developer.sslcommerz.com/doc/v4/, as read 2025): "Create and
//   Get Session", "Validate Payment with IPN", "Order Validation API", "Transaction Query", "Initiate the
//   Refund", "Query the status of a refund request": the paths, the form-encoded session request, JSON answers;
// - the official PHP SDK, sslcommerz/SSLCommerz-PHP lib/SslCommerzNotification.php (commit 022b173): which session
//   fields are mandatory and their lengths (setRequiredInfo, setCustomerInfo, setShipmentInfo, setProductInfo),
//   and the signature check (SSLCOMMERZ_hash_varify): the MD5 of the sorted `key=value&…` of the fields verify_key
//   names plus store_passwd as its MD5;
// - the official Python SDK's README, sslcommerz/SSLCommerz-Python (sslcommerz-lib 1.0): its signed sample IPN,
//   whose fields and order this stand-in's IPN follows (worker/payments/sslcommerz.test.ts checks our signature
//   check against it), and the official Node SDK, sslcommerz/SSLCommerz-NodeJS (npm sslcommerz-lts 1.1).
// Validation answers VALID, then VALIDATED; only a successful session's val_id validates (any other answers
// INVALID_TRANSACTION); a refund answered `success` is only initiated, and its query says `processing` until it
// is `refunded` (or `cancelled`). What those sources leave open is the stand-in's own choice, and marked so.
import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import { escapeHtml, gatewayId, LOCAL_SSLCOMMERZ, page, portArgument, sendHtml, sendJson, serve } from './common.mjs';

const md5 = (text) => createHash('md5').update(text).digest('hex');
const money = (value) => Number(value).toFixed(2);

/** SSLCommerz's signature over the fields `verify_key` names (and only those), as its IPN carries it. */
export function signFields(fields, storePassword) {
  const keys = Object.keys(fields).filter((key) => fields[key] !== undefined);
  const signed = Object.fromEntries(keys.map((key) => [key, fields[key]]));
  signed.store_passwd = md5(storePassword);
  const text = Object.keys(signed)
    .sort()
    .map((key) => `${key}=${signed[key]}`)
    .join('&');
  return { ...fields, verify_sign: md5(text), verify_key: keys.join(',') };
}

/** The session's mandatory fields, as the official PHP SDK marks them (shipping_method NO: no ship_* needed). */
const REQUIRED = ['total_amount', 'currency', 'tran_id', 'success_url', 'fail_url', 'cancel_url', 'cus_name', 'cus_email', 'cus_add1', 'cus_city', 'cus_postcode', 'cus_country', 'cus_phone', 'shipping_method', 'num_of_item', 'product_name', 'product_category', 'product_profile'];
/** Their lengths, as the PHP SDK documents them. Refused past them: the stand-in's choice (the SDK does not say what the gateway does). */
const LENGTHS = { tran_id: 30, cus_name: 50, cus_email: 50, cus_add1: 50, cus_add2: 50, cus_city: 50, cus_postcode: 30, cus_country: 50, cus_phone: 20, product_name: 256, product_category: 100 };

export function startSslcommerz({ port, host = '127.0.0.1', credentials = LOCAL_SSLCOMMERZ } = {}) {
  const base = `http://${host}:${port}`;
  const sessions = new Map(); // sessionkey → session
  const byValId = new Map();
  const refunds = new Map(); // refund_ref_id → refund

  const storeOk = (fields) => fields.store_id === credentials.storeId && fields.store_passwd === credentials.storePassword;
  /** A transaction's fields as the IPN, the return and the APIs report them. */
  const transaction = (session, control) => ({
    tran_id: session.tran_id,
    val_id: session.val_id,
    amount: money(control?.tamperAmount ? session.amount - 1 : session.amount),
    card_type: session.card_type ?? '',
    store_amount: money(session.amount * 0.975),
    card_no: session.card_no ?? '',
    bank_tran_id: session.bank_tran_id ?? '',
    status: session.status,
    tran_date: session.tran_date ?? '',
    currency: 'BDT',
    card_issuer: session.card_issuer ?? '',
    card_brand: session.card_brand ?? '',
    card_issuer_country: 'Bangladesh',
    card_issuer_country_code: 'BD',
    store_id: credentials.storeId,
    currency_type: 'BDT',
    currency_amount: money(session.amount),
    risk_level: session.risk_level ?? '0',
    risk_title: session.risk_level === '1' ? 'Risky' : 'Safe',
  });

  const api = async ({ request, response, url, body, control }) => {
    const fields = request.method === 'GET' ? Object.fromEntries(url.searchParams) : (body ?? {});
    switch (url.pathname) {
      case '/gwprocess/v4/api.php': {
        if (request.method !== 'POST') break;
        if (!storeOk(fields)) return sendJson(response, 200, { status: 'FAILED', failedreason: 'Store Credential Error Or Store is De-active' });
        const missing = REQUIRED.filter((name) => !fields[name]);
        if (missing.length) return sendJson(response, 200, { status: 'FAILED', failedreason: `Invalid Information! '${missing[0]}' is missing` });
        const tooLong = Object.entries(LENGTHS).find(([name, length]) => String(fields[name] ?? '').length > length);
        if (tooLong) return sendJson(response, 200, { status: 'FAILED', failedreason: `Invalid Information! '${tooLong[0]}' is longer than ${tooLong[1]} characters` }); // wording: the stand-in's choice
        if (!/^\d+$/.test(fields.num_of_item) || !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(fields.cus_email)) return sendJson(response, 200, { status: 'FAILED', failedreason: 'Invalid Information! num_of_item or cus_email is not valid' }); // wording: the stand-in's choice
        if (fields.currency !== 'BDT' || !(Number(fields.total_amount) >= 10)) return sendJson(response, 200, { status: 'FAILED', failedreason: 'Invalid amount or currency' });
        const sessionkey = gatewayId('SK').padEnd(32, '0');
        sessions.set(sessionkey, { ...fields, sessionkey, amount: Number(fields.total_amount), status: 'PENDING', risk_level: control.riskLevel, ipn: null, back: null });
        const gatewayPage = `${base}/gwprocess/v4/gw.php?Q=pay&SESSIONKEY=${sessionkey}`;
        return sendJson(response, 200, { status: 'SUCCESS', failedreason: '', sessionkey, gw: { visa: 'city_visa,ebl_visa', master: 'city_master', mobilebanking: 'bkash,nagad' }, redirectGatewayURL: gatewayPage, directPaymentURL: '', GatewayPageURL: gatewayPage, storeBanner: '', storeLogo: '', desc: [], is_direct_pay_enable: '0' });
      }
      case '/validator/api/validationserverAPI.php': {
        if (!storeOk(fields)) return sendJson(response, 200, { status: 'INVALID_TRANSACTION', APIConnect: 'INVALID_REQUEST' });
        const session = byValId.get(fields.val_id);
        // Only a successful session's val_id validates: a declined or cancelled one's is not a payment.
        if (!session || session.status !== 'VALID') return sendJson(response, 200, { status: 'INVALID_TRANSACTION', APIConnect: 'DONE' });
        // The first validation answers VALID, every later one VALIDATED.
        const status = session.validated ? 'VALIDATED' : 'VALID';
        session.validated = true;
        if (control.answerAfterMs) await sleep(control.answerAfterMs);
        return sendJson(response, 200, { ...transaction(session, control), status, APIConnect: 'DONE', validated_on: new Date().toISOString() });
      }
      case '/validator/api/merchantTransIDvalidationAPI.php': {
        if (!storeOk(fields)) return sendJson(response, 200, { APIConnect: 'INVALID_REQUEST' });
        if (fields.refund_ref_id) {
          const refund = refunds.get(fields.refund_ref_id);
          if (!refund) return sendJson(response, 200, { APIConnect: 'DONE', status: 'failed', errorReason: 'Invalid refund_ref_id' });
          // An initiated refund is processing when first asked about, then refunded (or cancelled, as the control says).
          if (refund.status === 'processing' && refund.asked) refund.status = control.refundOutcome === 'cancelled' ? 'cancelled' : 'refunded';
          refund.asked = true;
          return sendJson(response, 200, { APIConnect: 'DONE', bank_tran_id: refund.bank_tran_id, tran_id: refund.tran_id, refund_ref_id: refund.refund_ref_id, initiated_on: refund.at, refunded_on: refund.status === 'refunded' ? refund.at : '', status: refund.status, errorReason: '' });
        }
        if (fields.bank_tran_id) {
          const session = [...sessions.values()].find((each) => each.bank_tran_id === fields.bank_tran_id);
          if (!session) return sendJson(response, 200, { APIConnect: 'DONE', status: 'failed', errorReason: 'Invalid bank_tran_id' });
          if (control.refuseRefund) return sendJson(response, 200, { APIConnect: 'DONE', bank_tran_id: fields.bank_tran_id, status: 'failed', errorReason: String(control.refuseRefund) });
          // One refund per transaction (a cancelled one does not count): the same refe_id asked again gets the refund already made.
          const earlier = [...refunds.values()].find((refund) => refund.bank_tran_id === fields.bank_tran_id && refund.status !== 'cancelled');
          if (earlier && earlier.refe_id !== fields.refe_id) return sendJson(response, 200, { APIConnect: 'DONE', bank_tran_id: fields.bank_tran_id, status: 'failed', errorReason: 'Already refunded' });
          if (Number(fields.refund_amount) > session.amount) return sendJson(response, 200, { APIConnect: 'DONE', status: 'failed', errorReason: 'Refund amount exceeds the transaction' });
          const refund = earlier ?? { refund_ref_id: gatewayId('RF'), bank_tran_id: fields.bank_tran_id, tran_id: session.tran_id, refe_id: fields.refe_id, amount: Number(fields.refund_amount), at: new Date().toISOString(), status: 'processing', asked: false };
          refunds.set(refund.refund_ref_id, refund);
          return sendJson(response, 200, { APIConnect: 'DONE', bank_tran_id: refund.bank_tran_id, trans_id: refund.tran_id, refund_ref_id: refund.refund_ref_id, status: 'success', errorReason: '' });
        }
        const found = [...sessions.values()].filter((session) => (fields.tran_id && session.tran_id === fields.tran_id) || (fields.sessionkey && session.sessionkey === fields.sessionkey));
        const element = found.filter((session) => session.status !== 'PENDING').map((session) => ({ ...transaction(session, control), status: session.validated && session.status === 'VALID' ? 'VALIDATED' : session.status }));
        return sendJson(response, 200, { APIConnect: 'DONE', no_of_trans_found: element.length, element });
      }
    }
    return sendJson(response, 404, { status: 'FAILED', failedreason: 'Not found' });
  };

  // The guest's side: SSLCommerz's hosted page, where the card (or wallet) would be entered. Here: pay, decline or
  // cancel. The outcome is sent to the merchant's ipn_url (server to server) and the guest's browser is POSTed
  // to success_url / fail_url / cancel_url, as SSLCommerz does.
  const pages = async ({ request, response, url, body }) => {
    if (request.method === 'GET' && url.pathname === '/gwprocess/v4/gw.php') {
      const session = sessions.get(url.searchParams.get('SESSIONKEY') ?? '');
      if (!session) return sendHtml(response, 404, page('SSLCommerz', '<h1>Session not found</h1>'));
      return sendHtml(
        response,
        200,
        page(
          'SSLCommerz Payment',
          `<h1>SSLCommerz</h1><p>${escapeHtml(session.product_name)}</p><p>Amount <strong>৳${money(session.amount)}</strong></p>
<form method="post" action="/gwprocess/v4/decide"><input type="hidden" name="sessionkey" value="${escapeHtml(session.sessionkey)}">
<button name="decision" value="approve">Pay with VISA</button><button name="decision" value="decline">Decline</button><button name="decision" value="cancel">Cancel</button></form>`,
        ),
      );
    }
    if (request.method === 'POST' && url.pathname === '/gwprocess/v4/decide') {
      const session = sessions.get(body?.sessionkey ?? '');
      if (!session) return sendHtml(response, 404, page('SSLCommerz', '<h1>Session not found</h1>'));
      if (session.status === 'PENDING') {
        const decision = body.decision;
        session.status = decision === 'approve' ? 'VALID' : decision === 'decline' ? 'FAILED' : 'CANCELLED';
        session.val_id = gatewayId('VAL');
        session.tran_date = new Date().toISOString().replace('T', ' ').slice(0, 19);
        if (decision === 'approve') Object.assign(session, { bank_tran_id: gatewayId('BTX'), card_type: 'VISA-Dutch Bangla', card_no: '418117XXXXXX6675', card_issuer: 'DUTCH-BANGLA BANK', card_brand: 'VISA' });
        byValId.set(session.val_id, session);
        const fields = signFields(transaction(session), credentials.storePassword);
        const target = { VALID: session.success_url, FAILED: session.fail_url, CANCELLED: session.cancel_url }[session.status];
        session.back = { url: target, fields };
        if (session.ipn_url) {
          session.ipn = { url: session.ipn_url, fields };
          // The IPN goes whether or not anyone listens (in the Worker tests nobody does: they replay it).
          fetch(session.ipn_url, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields) }).catch(() => {});
        }
      }
      const inputs = Object.entries(session.back.fields)
        .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
        .join('');
      return sendHtml(response, 200, page('SSLCommerz', `<form id="back" method="post" action="${escapeHtml(session.back.url)}">${inputs}<button>Return to the merchant</button></form><script>document.getElementById('back').submit()</script>`));
    }
    return sendHtml(response, 405, page('SSLCommerz', '<h1>Not allowed</h1>'));
  };

  const state = {
    // GET /__control/state?session=<sessionkey> (or ?tran_id=…): the session, with the IPN and the return it sent
    // (what the Worker tests replay).
    inspect: (url) => {
      const key = url.searchParams.get('session');
      const tranId = url.searchParams.get('tran_id');
      if (key) return sessions.get(key) ?? null;
      return tranId ? ([...sessions.values()].find((session) => session.tran_id === tranId) ?? null) : { sessions: sessions.size, refunds: refunds.size };
    },
  };
  return serve({
    name: 'sslcommerz',
    port,
    host,
    state,
    isPage: (path) => path === '/gwprocess/v4/gw.php' || path === '/gwprocess/v4/decide',
    related: (url) => {
      const key = (name) => url.searchParams.get(name);
      const bankTranId = key('bank_tran_id') ?? refunds.get(key('refund_ref_id') ?? '')?.bank_tran_id;
      const session = byValId.get(key('val_id') ?? '') ?? [...sessions.values()].find((each) => (key('tran_id') && each.tran_id === key('tran_id')) || (bankTranId && each.bank_tran_id === bankTranId));
      return session ? JSON.stringify({ tran_id: session.tran_id, cus_phone: session.cus_phone, bank_tran_id: session.bank_tran_id }) : '';
    },
    api: (context) => (context.url.pathname === '/gwprocess/v4/gw.php' || context.url.pathname === '/gwprocess/v4/decide' ? pages(context) : api(context)),
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { url } = await startSslcommerz({ port: portArgument(5010) });
  console.log(`SSLCommerz stand-in on ${url}`);
}
