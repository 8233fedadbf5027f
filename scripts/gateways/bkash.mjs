// A stand-in for bKash's Tokenized Checkout sandbox (payment without agreement, mode 0011), for `npm start` and
// the tests. Written from, and to be checked against:
// - bKash's own WooCommerce plugin, bKash-developer/bKash-for-woocommerce, includes/classes/ApiComm.php (commit
//   0a285ff, 2023): the paths (token/grant, token/refresh, create, execute, payment/status, payment/refund, the same
//   path with only paymentID and trxID for the refund's status), the headers (username/password for the grant;
//   authorization: <id_token> and x-app-key after), the request fields, and refunds only within 15 days;
// - the real answers quoted in the READMEs of itsrafsanjani/laravel-bkash (sandbox, 2023-09) and
//   karim007/laravel-bkash-tokenize (sandbox, 2023-01): create, execute and the status query each answer with
//   their own fields, and the status query names the invoice `merchantInvoice` where create and execute name it
//   `merchantInvoiceNumber`; amounts are strings, as they were sent;
// - bKash's developer pages (https://developer.bka.sh, API v1.2.0-beta): errors are a statusCode other than "0000"
//   with a statusMessage, often with HTTP 200.
// Error codes those sources did not let us confirm are the stand-in's own choice and marked so; the Worker reads
// statusMessage, never a particular code.
import { setTimeout as sleep } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import { escapeHtml, gatewayId, LOCAL_BKASH, page, portArgument, sendHtml, sendJson, serve } from './common.mjs';

const API = '/tokenized/checkout';
const TOKEN_SECONDS = 3600;

/** bKash's amounts are strings with two decimals. */
const money = (value) => Number(value).toFixed(2);

export function startBkash({ port, host = '127.0.0.1', credentials = LOCAL_BKASH } = {}) {
  const base = `http://${host}:${port}`;
  const tokens = new Map(); // id_token → expiry (ms)
  const refreshTokens = new Set();
  const payments = new Map(); // paymentID → payment
  let grants = 0;
  let refreshes = 0;

  const issueToken = () => {
    const idToken = gatewayId('IDT');
    const refreshToken = gatewayId('RFT');
    tokens.set(idToken, Date.now() + TOKEN_SECONDS * 1000);
    refreshTokens.add(refreshToken);
    return { statusCode: '0000', statusMessage: 'Successful', id_token: idToken, token_type: 'Bearer', expires_in: TOKEN_SECONDS, refresh_token: refreshToken };
  };
  const authorized = (request) => {
    const expiry = tokens.get(request.headers.authorization ?? '');
    return expiry !== undefined && expiry > Date.now() && request.headers['x-app-key'] === credentials.appKey;
  };
  // Execute's answer, field for field as the captured ones (itsrafsanjani's, which names the invoice).
  const executeView = (payment) => ({
    statusCode: '0000',
    statusMessage: 'Successful',
    paymentID: payment.paymentID,
    payerReference: payment.payerReference,
    customerMsisdn: payment.payerReference,
    trxID: payment.trxID,
    amount: payment.amountText,
    transactionStatus: payment.status,
    paymentExecuteTime: payment.executedAt,
    currency: payment.currency,
    intent: payment.intent,
    merchantInvoiceNumber: payment.merchantInvoiceNumber,
  });
  // The status query's answer: its own field names (merchantInvoice), a trxID and execute time only once executed.
  const statusView = (payment) => ({
    paymentID: payment.paymentID,
    mode: '0011',
    paymentCreateTime: payment.createdAt,
    ...(payment.executedAt ? { paymentExecuteTime: payment.executedAt } : {}),
    amount: payment.amountText,
    currency: payment.currency,
    intent: payment.intent,
    merchantInvoice: payment.merchantInvoiceNumber,
    ...(payment.trxID ? { trxID: payment.trxID } : {}),
    transactionStatus: payment.status,
    verificationStatus: payment.status === 'Completed' ? 'Complete' : 'Incomplete',
    statusCode: '0000',
    statusMessage: 'Successful',
    payerReference: payment.payerReference,
  });

  const api = async ({ request, response, url, body, control }) => {
    if (request.method !== 'POST') return sendJson(response, 404, { statusCode: '404', statusMessage: 'Not found' });
    if (body === null) return sendJson(response, 400, { statusCode: '2001', statusMessage: 'Invalid request body' }); // code: the stand-in's choice
    switch (url.pathname) {
      case `${API}/token/grant`:
      case `${API}/token/refresh`: {
        const refresh = url.pathname.endsWith('/refresh');
        if (request.headers.username !== credentials.username || request.headers.password !== credentials.password || body.app_key !== credentials.appKey || body.app_secret !== credentials.appSecret) {
          return sendJson(response, 200, { statusCode: '2079', statusMessage: 'Invalid username and password' }); // code: the stand-in's choice
        }
        if (refresh && !refreshTokens.has(body.refresh_token)) return sendJson(response, 200, { statusCode: '2080', statusMessage: 'Invalid refresh token' }); // code: the stand-in's choice
        if (refresh) refreshes += 1;
        else grants += 1;
        return sendJson(response, 200, issueToken());
      }
    }
    if (!authorized(request)) return sendJson(response, 401, { statusCode: '2094', statusMessage: 'Invalid or expired token' }); // code: the stand-in's choice
    switch (url.pathname) {
      case `${API}/create`: {
        const amount = Number(body.amount);
        if (body.mode !== '0011' || body.currency !== 'BDT' || body.intent !== 'sale' || !(amount > 0) || !body.callbackURL || !body.merchantInvoiceNumber) {
          return sendJson(response, 200, { statusCode: '2065', statusMessage: 'Mandatory field missing or invalid' }); // code: the stand-in's choice
        }
        const paymentID = gatewayId('TR0011');
        const payment = { paymentID, amount, amountText: String(body.amount), currency: 'BDT', intent: 'sale', merchantInvoiceNumber: body.merchantInvoiceNumber, payerReference: body.payerReference ?? '', callbackURL: body.callbackURL, status: 'Initiated', authorized: false, createdAt: new Date().toISOString(), refunds: [] };
        payments.set(paymentID, payment);
        const back = (status) => `${payment.callbackURL}?paymentID=${paymentID}&status=${status}`;
        return sendJson(response, 200, {
          statusCode: '0000',
          statusMessage: 'Successful',
          paymentID,
          bkashURL: `${base}/pay/${paymentID}`,
          callbackURL: payment.callbackURL,
          successCallbackURL: back('success'),
          failureCallbackURL: back('failure'),
          cancelledCallbackURL: back('cancel'),
          amount: payment.amountText,
          intent: 'sale',
          currency: 'BDT',
          paymentCreateTime: payment.createdAt,
          transactionStatus: 'Initiated',
          merchantInvoiceNumber: payment.merchantInvoiceNumber,
        });
      }
      case `${API}/execute`: {
        const payment = payments.get(body.paymentID);
        if (!payment) return sendJson(response, 200, { statusCode: '2023', statusMessage: 'Invalid Payment ID' }); // code: the stand-in's choice
        if (payment.status === 'Completed') return sendJson(response, 200, { statusCode: '2062', statusMessage: 'The payment has already been completed' });
        if (!payment.authorized || payment.status !== 'Initiated') return sendJson(response, 200, { statusCode: '2056', statusMessage: 'Invalid Payment State' });
        // The money moves here, whether or not the answer reaches the Worker in time.
        payment.status = 'Completed';
        payment.trxID = gatewayId('TRX');
        payment.executedAt = new Date().toISOString();
        if (control.answerAfterMs) await sleep(control.answerAfterMs);
        return sendJson(response, 200, executeView(payment));
      }
      case `${API}/payment/status`: {
        const payment = payments.get(body.paymentID);
        if (!payment) return sendJson(response, 200, { statusCode: '2023', statusMessage: 'Invalid Payment ID' }); // code: the stand-in's choice
        // bKash answering the query with an error (HTTP 200, as it sends its errors): says nothing about the money.
        if (control.statusError) return sendJson(response, 200, { statusCode: '9999', statusMessage: String(control.statusError) }); // code: the stand-in's choice
        return sendJson(response, 200, statusView(payment));
      }
      case `${API}/payment/refund`: {
        const payment = payments.get(body.paymentID);
        if (!payment || payment.trxID !== body.trxID) return sendJson(response, 200, { statusCode: '2023', statusMessage: 'Invalid Payment ID' }); // code: the stand-in's choice
        const done = payment.refunds[0];
        const view = (refund) => ({ statusCode: '0000', statusMessage: 'Successful', originalTrxID: payment.trxID, refundTrxID: refund.refundTrxID, transactionStatus: 'Completed', amount: money(refund.amount), currency: 'BDT', charge: '0.00', completedTime: refund.at });
        // Only paymentID and trxID: the refund's status.
        if (body.amount === undefined) return done ? sendJson(response, 200, view(done)) : sendJson(response, 200, { statusCode: '2068', statusMessage: 'No refund found for this transaction' }); // code: the stand-in's choice
        if (control.refuseRefund) return sendJson(response, 200, { statusCode: '2071', statusMessage: String(control.refuseRefund) }); // code: the stand-in's choice
        if (done) return sendJson(response, 200, { statusCode: '2071', statusMessage: 'Duplicate refund: this transaction was already refunded' }); // code: the stand-in's choice
        if (Number(body.amount) > payment.amount) return sendJson(response, 200, { statusCode: '2070', statusMessage: 'Refund amount exceeds the payment' }); // code: the stand-in's choice
        const refund = { refundTrxID: gatewayId('RTRX'), amount: Number(body.amount), reason: body.reason ?? '', sku: body.sku ?? '', at: new Date().toISOString() };
        payment.refunds.push(refund);
        return sendJson(response, 200, view(refund));
      }
      default:
        return sendJson(response, 404, { statusCode: '404', statusMessage: 'Not found' });
    }
  };

  // The guest's side: bKash's page, where the wallet number (prefilled from payerReference), OTP and PIN would be
  // typed. Here: approve, decline or cancel; each goes back to the merchant's callbackURL as bKash does.
  const pages = async ({ request, response, url, body }) => {
    const [, , paymentID, action] = url.pathname.split('/');
    const payment = payments.get(paymentID ?? '');
    if (!payment) return sendHtml(response, 404, page('bKash', '<h1>Payment not found</h1>'));
    if (request.method === 'GET' && !action) {
      return sendHtml(
        response,
        200,
        page(
          'bKash Payment',
          `<h1>bKash Payment</h1><p>Merchant invoice ${escapeHtml(payment.merchantInvoiceNumber)}</p><p>Amount <strong>৳${money(payment.amount)}</strong></p>
<form method="post" action="/pay/${escapeHtml(paymentID)}/decide"><label>bKash account number <input name="wallet" value="${escapeHtml(payment.payerReference)}" inputmode="numeric"></label><br>
<button name="decision" value="approve">Confirm payment</button><button name="decision" value="decline">Decline</button><button name="decision" value="cancel">Cancel</button></form>`,
        ),
      );
    }
    if (request.method === 'POST' && action === 'decide') {
      const decision = body?.decision;
      let status = 'cancel';
      if (payment.status === 'Initiated' && decision === 'approve') {
        payment.authorized = true;
        status = 'success';
      } else if (payment.status === 'Initiated' && decision === 'decline') {
        payment.status = 'Failed';
        status = 'failure';
      } else if (payment.status === 'Initiated') payment.status = 'Cancelled';
      response.writeHead(302, { Location: `${payment.callbackURL}?paymentID=${paymentID}&status=${status}` });
      return response.end();
    }
    return sendHtml(response, 405, page('bKash', '<h1>Not allowed</h1>'));
  };

  const state = {
    // POST /__control/act/revoke-tokens: every token granted so far stops working, as when bKash revokes them.
    act: (name) => (name === 'revoke-tokens' ? (tokens.clear(), { revoked: true }) : null),
    inspect: (url) => {
      const id = url.searchParams.get('paymentID');
      return id ? (payments.get(id) ?? null) : { grants, refreshes, payments: payments.size };
    },
  };
  return serve({
    name: 'bkash',
    port,
    host,
    state,
    isPage: (path) => path.startsWith('/pay/'),
    related: (url, body) => JSON.stringify(payments.get(body.paymentID) ?? null),
    api: (context) => (context.url.pathname.startsWith('/pay/') ? pages(context) : api(context)),
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { url } = await startBkash({ port: portArgument(4010) });
  console.log(`bKash stand-in on ${url}`);
}
