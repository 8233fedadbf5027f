// A stand-in for BulkSMSBD's HTTP API (bulksmsbd.net), the SMS gateway the site texts guests through, for `npm start`
// and the tests; with a page that lists every message it was given. Written from, and to be checked against:
// - BulkSMSBD's API page (https://bulksmsbd.com/bulksms-api-bangladesh.php, read 2026-11): GET or POST
//   /api/smsapi with api_key, type (text or unicode), number (one or several, comma-separated, 88017…), senderid and
//   message; /api/smsapimany with messages [{ to, message }]; /api/getBalanceApi?api_key=; the response codes 202
//   (submitted) and 1001–1032;
// - the answers quoted by its wrappers: munshiprodip/bulksmsbd-laravel (tests/Feature/OneToManySmsTest.php, 2026-08):
//   {"response_code":202,"success_message":"SMS Submitted Successfully"}; sofolitltd/bulksmsbd (pub.dev 1.0.4): an
//   error carries its words in error_message, with HTTP 200, and 1001 "Invalid Number", 1031, 1032.
// Not confirmed by those sources, and so the stand-in's own choice: the balance answer's fields ({ response_code,
// balance }), that a whole request is refused when one of its numbers is invalid, and that an unknown sender id is
// 1002 before any number is looked at. The Worker reads response_code and the words, never the order of the checks.
import { pathToFileURL } from 'node:url';
import { escapeHtml, gatewayId, page, portArgument, sendHtml, sendJson, serve } from './common.mjs';

/** The credentials `npm start` and the tests give the stand-in and the Worker. Local only: never real ones. */
export const LOCAL_BULKSMSBD = { apiKey: 'local-sms-api-key', senderId: '8809617000000' };

/** The codes and words of BulkSMSBD's API page, as its wrappers quote them. */
export const CODES = {
  202: 'SMS Submitted Successfully',
  1001: 'Invalid Number',
  1002: 'Sender ID not correct / sender ID is disabled',
  1003: 'Please Required all fields / Contact Your System Administrator',
  1007: 'Balance Insufficient',
  1011: 'User Id not found',
};

/** A number BulkSMSBD takes: the country's code and a mobile number, 8801XXXXXXXXX. */
const NUMBER = /^8801[3-9]\d{8}$/;

const answer = (code) => (code === 202 ? { response_code: 202, success_message: CODES[202] } : { response_code: code, success_message: '', error_message: CODES[code] });

export function startBulksmsbd({ port, host = '127.0.0.1', credentials = LOCAL_BULKSMSBD, balance = 1000 } = {}) {
  /** Every message accepted, oldest first: what the page and /__control/sent show. */
  const sent = [];
  let credit = balance;

  /** One request's messages, or the code that refuses it whole. */
  function accept(fields, messages) {
    if (fields.api_key !== credentials.apiKey) return 1011;
    if (!messages.length || messages.some((one) => !one.to || !one.message) || !fields.senderid) return 1003;
    if (fields.senderid !== credentials.senderId) return 1002;
    if (messages.some((one) => !NUMBER.test(one.to))) return 1001;
    if (credit < messages.length) return 1007;
    credit -= messages.length;
    for (const one of messages) sent.push({ id: gatewayId('SMS'), at: new Date().toISOString(), to: one.to, type: fields.type === 'unicode' ? 'unicode' : 'text', senderid: fields.senderid, message: one.message });
    return 202;
  }

  const state = {
    inspect: (url) => (url.pathname === '/__control/sent' ? sent.filter((one) => !url.searchParams.get('to') || one.to === url.searchParams.get('to')) : { balance: credit, sent: sent.length }),
  };

  /** The fields of a GET's query or a POST's form or JSON body (the API takes either). */
  const fieldsOf = (url, body) => ({ ...Object.fromEntries(url.searchParams), ...(body ?? {}) });

  return serve({
    name: 'bulksmsbd',
    port,
    host,
    state,
    isPage: (path) => path === '/',
    related: (url, body) => String(fieldsOf(url, body).number ?? ''),
    api: ({ request, response, url, body }) => {
      const fields = fieldsOf(url, body);
      if (url.pathname === '/') return sendHtml(response, 200, inbox(sent));
      if (url.pathname === '/api/smsapi' && (request.method === 'GET' || request.method === 'POST')) {
        const numbers = String(fields.number ?? '').split(',').map((number) => number.trim()).filter(Boolean);
        return sendJson(response, 200, answer(accept(fields, numbers.map((to) => ({ to, message: String(fields.message ?? '') })))));
      }
      if (url.pathname === '/api/smsapimany' && request.method === 'POST') {
        const messages = Array.isArray(fields.messages) ? fields.messages.map((one) => ({ to: String(one?.to ?? ''), message: String(one?.message ?? '') })) : [];
        return sendJson(response, 200, answer(accept(fields, messages)));
      }
      if (url.pathname === '/api/getBalanceApi') return sendJson(response, 200, fields.api_key === credentials.apiKey ? { response_code: 202, balance: credit } : answer(1011));
      return sendJson(response, 404, { response_code: 404, error_message: 'Not Found' });
    },
  });
}

/** The page of what was sent, newest first: where a developer reads the site's text messages. */
function inbox(sent) {
  const rows = [...sent]
    .reverse()
    .map((one) => `<li><p><strong>${escapeHtml(one.to)}</strong> · ${escapeHtml(one.at)} · ${one.type}</p><p>${escapeHtml(one.message)}</p></li>`)
    .join('');
  return page('Text messages', `<h1>Text messages</h1><p>Every message the site sent through BulkSMSBD's API, newest first. None reaches a phone.</p><ol>${rows || '<li>None yet.</li>'}</ol>`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { url } = await startBulksmsbd({ port: portArgument(4030) });
  console.log(`BulkSMSBD stand-in on ${url}`);
}
