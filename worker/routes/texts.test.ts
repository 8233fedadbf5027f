import { env, exports } from 'cloudflare:workers';
import { beforeEach, describe, expect, it } from 'vitest';
import { TEXT_MESSAGES, type TextSettings } from '../contract/texts';
import { CODE_LIMITS } from '../db/phone-proof';
import { CAP_REACHED, deliverDueTexts, deliverText, NOT_WANTED, textsToday } from '../sms/outbox';
import { callAs, callAsUid, resetWithNewCallers, uidOf } from '../test/callers';

// A proven phone and the texts sent to it (docs/decisions/0026-texts-and-the-waitlist.md): the code's limits, only a
// proven number texted, each text once, the guest's choices and the restaurant's daily cap.

beforeEach(() => resetWithNewCallers('sms_outbox', 'phone_codes', 'mail_outbox', 'status_events', 'order_lines', 'orders'));

/** A fresh mobile number, so the stand-in's list for it is this test's alone. */
const freshNumber = () => `017${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
const sentTo = async (mobile: string) => (await fetch(`${env.TEST_BULKSMSBD_URL}/__control/sent?to=88${mobile}`)).json<{ message: string; type: string }[]>();

/** What reached the stand-in for `mobile`, once the outbox has had its chance to send (after-response or here). */
async function textsTo(mobile: string, count = 1): Promise<string[]> {
  for (let attempt = 0; attempt < 40; attempt++) {
    const sent = await sentTo(mobile);
    if (sent.length >= count) return sent.map((one) => one.message);
    await deliverDueTexts(env);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return (await sentTo(mobile)).map((one) => one.message);
}

const codeIn = (text: string | undefined) => /(\d{6}) is your code/.exec(text ?? '')?.[1] ?? '';

async function askCode(caller: 'userA' | 'userB', phone: string, ip?: string) {
  return callAs(caller, 'POST', '/user/phone/code', { phone }, ip ? { 'CF-Connecting-IP': ip } : {});
}

async function prove(caller: 'userA' | 'userB', phone: string): Promise<void> {
  expect((await askCode(caller, phone)).status).toBe(202);
  const [text] = await textsTo(phone);
  const response = await callAs(caller, 'POST', '/user/phone/verify', { phone, code: codeIn(text) });
  expect(response.status, await response.clone().text()).toBe(200);
}

const ageCodes = (ms: number) => env.DB.prepare('UPDATE phone_codes SET created_at = created_at - ?1, expires_at = expires_at - ?1').bind(ms).run();

describe('proving a phone number', () => {
  it('texts a 6-digit code to the number, typed any way, and the right code proves it', async () => {
    const mobile = freshNumber();
    const typed = `+880 ${mobile.slice(1, 5)}-${mobile.slice(5)}`.replace(/\d/g, (digit) => '০১২৩৪৫৬৭৮৯'[Number(digit)] ?? digit);
    const asked = await askCode('userA', typed);
    expect(asked.status).toBe(202);
    expect(await asked.json()).toMatchObject({ phone: mobile });
    const [text] = await textsTo(mobile);
    expect(text).toMatch(/^Karnaphuli: \d{6} is your code to confirm this number\. It expires in 10 minutes\./);
    // The code is kept only as a hash.
    const stored = await env.DB.prepare('SELECT code_hash AS hash FROM phone_codes').first<{ hash: string }>();
    expect(stored?.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored?.hash).not.toContain(codeIn(text));

    const proven = await callAs('userA', 'POST', '/user/phone/verify', { phone: mobile, code: codeIn(text) });
    expect(proven.status).toBe(200);
    expect(await proven.json()).toMatchObject({ message: TEXT_MESSAGES.proven, verifiedPhone: mobile, orders: true, bookings: true, available: true });
    expect(await (await callAs('userA', 'GET', '/user/texts')).json<TextSettings>()).toMatchObject({ verifiedPhone: mobile });
  });

  it('refuses a number that is not a Bangladeshi mobile, naming the field', async () => {
    for (const phone of ['0312345678', '+44 7700 900123', '01712', 'call me']) {
      const response = await askCode('userA', phone);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ issues: [{ path: ['phone'], message: TEXT_MESSAGES.notMobile }] });
    }
  });

  it('brute force: five wrong tries use the code up, and the right one after them proves nothing', async () => {
    const mobile = freshNumber();
    await askCode('userA', mobile);
    const code = codeIn((await textsTo(mobile))[0]);
    const wrong = (n: number) => String((Number(code) + n) % 1_000_000).padStart(6, '0');
    for (let n = 1; n <= 4; n++) {
      const response = await callAs('userA', 'POST', '/user/phone/verify', { phone: mobile, code: wrong(n) });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ issues: [{ path: ['code'], message: TEXT_MESSAGES.codeWrong }], triesLeft: 5 - n });
    }
    expect((await callAs('userA', 'POST', '/user/phone/verify', { phone: mobile, code: wrong(5) })).status).toBe(410);
    const late = await callAs('userA', 'POST', '/user/phone/verify', { phone: mobile, code });
    expect(late.status).toBe(410);
    expect((await (await callAs('userA', 'GET', '/user/texts')).json<TextSettings>()).verifiedPhone).toBeNull();
  });

  it('tries made at once are each counted: of twenty wrong codes sent together, five are weighed', async () => {
    const mobile = freshNumber();
    await askCode('userA', mobile);
    const code = codeIn((await textsTo(mobile))[0]);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const answers = await Promise.all(Array.from({ length: 20 }, () => callAs('userA', 'POST', '/user/phone/verify', { phone: mobile, code: wrong })));
    expect(answers.filter((answer) => answer.status === 400)).toHaveLength(4);
    const tries = await env.DB.prepare('SELECT tries FROM phone_codes').first<{ tries: number }>();
    expect(tries?.tries).toBe(5);
  });

  it('an expired code, a used code, and another account’s code prove nothing', async () => {
    const mobile = freshNumber();
    await askCode('userA', mobile);
    const code = codeIn((await textsTo(mobile))[0]);
    // Another account cannot use A's code for the same number.
    expect((await callAs('userB', 'POST', '/user/phone/verify', { phone: mobile, code })).status).toBe(410);
    await ageCodes(11 * 60_000);
    expect(await (await callAs('userA', 'POST', '/user/phone/verify', { phone: mobile, code })).json()).toMatchObject({ issues: [{ path: ['code'], message: TEXT_MESSAGES.codeExpired }] });

    const other = freshNumber();
    await prove('userA', other);
    const used = codeIn((await sentTo(other))[0]?.message);
    expect((await callAs('userA', 'POST', '/user/phone/verify', { phone: other, code: used })).status).toBe(410);
  });

  it('limits: a minute between codes to a number, three an hour to one number, ten an hour from one address across numbers', async () => {
    const mobile = freshNumber();
    expect((await askCode('userA', mobile)).status).toBe(202);
    const again = await askCode('userA', mobile);
    expect(again.status).toBe(429);
    expect(await again.json()).toMatchObject({ issues: [{ path: ['phone'], message: TEXT_MESSAGES.codeTooSoon }] });
    for (let n = 1; n < CODE_LIMITS.perPhone; n++) {
      await ageCodes(CODE_LIMITS.gapMs);
      expect((await askCode('userA', mobile)).status).toBe(202);
    }
    await ageCodes(CODE_LIMITS.gapMs);
    const fourth = await askCode('userA', mobile);
    expect(fourth.status).toBe(429);
    expect(await fourth.json()).toMatchObject({ error: TEXT_MESSAGES.tooManyCodes });

    // One address asking for many numbers, through many accounts (one each, so no account's own limit answers).
    const ip = `client-${crypto.randomUUID()}`;
    const answers: number[] = [];
    for (let n = 0; n < CODE_LIMITS.perClient + 2; n++) {
      answers.push((await callAsUid(`spray-${n}-${crypto.randomUUID().slice(0, 6)}`, 'POST', '/user/phone/code', { phone: freshNumber() }, { 'CF-Connecting-IP': ip })).status);
    }
    expect(answers.filter((status) => status === 202)).toHaveLength(CODE_LIMITS.perClient);
    expect(answers.slice(CODE_LIMITS.perClient)).toEqual([429, 429]);
  });
});

/** An order of A's, placed for cash (the receipt mail, and its text, are written when it is placed). */
async function orderFor(caller: 'userA' | 'userB'): Promise<string> {
  const { items } = await (await env.ASSETS.fetch(new Request('https://assets.local/catalogue.json'))).json<{ items: { id: string; price: number; eta: number; available: boolean }[] }>();
  const dish = items.find((item) => item.available);
  if (!dish) throw new Error('No dish available');
  const response = await callAs(caller, 'POST', '/order/create-order', {
    userId: uidOf(caller),
    name: 'Ayesha Rahman',
    items: [{ id: dish.id, quantity: 1 }],
    total: dish.price,
    estimatedDeliveryTime: dish.eta,
    paymentMethod: 'cod',
    fulfilment: 'pickup',
    delivery: { phone: '01711000222', instructions: '' },
  }, { 'Idempotency-Key': crypto.randomUUID() });
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json<{ order: { id: string } }>()).order.id;
}

const move = (id: string, status: string) => callAs('staff', 'PUT', `/order/update-order/${id}`, { status });
const textRows = () => env.DB.prepare('SELECT kind, phone, state, last_error AS error, dedupe FROM sms_outbox ORDER BY created_at').all<{ kind: string; phone: string; state: string; error: string | null; dedupe: string }>().then((result) => result.results);

describe('texts about an order', () => {
  it('go only to a proven number: none for a guest without one, though the order has a phone for the rider', async () => {
    const id = await orderFor('userB');
    expect((await move(id, 'preparing')).status).toBe(200);
    expect((await move(id, 'ready')).status).toBe(200);
    expect(await textRows()).toEqual([]);
    expect(await sentTo('01711000222')).toEqual([]);
  });

  it('received, ready to collect, each once however often the status is set, to the proven number', async () => {
    const mobile = freshNumber();
    await prove('userA', mobile);
    const id = await orderFor('userA');
    await move(id, 'preparing');
    await move(id, 'ready');
    await move(id, 'preparing');
    await move(id, 'ready');
    const texts = await textsTo(mobile, 3);
    expect(texts).toHaveLength(3);
    expect(texts[1]).toContain(`we have your order ${id}`);
    expect(texts[1]).toContain(`/t/${id}`);
    expect(texts[2]).toBe(`Karnaphuli: your order ${id} is ready to collect. We look forward to seeing you.`);
    // The outbox again, twice at once: nothing more is sent.
    await Promise.all([deliverDueTexts(env), deliverDueTexts(env)]);
    expect(await sentTo(mobile)).toHaveLength(3);
  });

  it('a text claimed by two attempts at once goes once', async () => {
    const mobile = freshNumber();
    await prove('userA', mobile);
    await env.DB.prepare("UPDATE sms_outbox SET state = 'queued'").run();
    await env.DB.prepare("INSERT INTO sms_outbox (id, kind, subject_id, user_id, phone, payload, dedupe, state, next_attempt_at, created_at, updated_at) VALUES ('twice', 'order-placed', 'ORDER0000001', ?1, ?2, '{\"orderId\":\"ORDER0000001\"}', 'order-placed:ORDER0000001', 'queued', 0, 0, 0)").bind(uidOf('userA'), mobile).run();
    const outcomes = await Promise.all([deliverText(env, 'twice'), deliverText(env, 'twice'), deliverText(env, 'twice')]);
    expect(outcomes.filter((outcome) => outcome === 'sent')).toHaveLength(1);
    expect((await sentTo(mobile)).filter((one) => one.message.includes('ORDER0000001'))).toHaveLength(1);
  });

  it('a gateway down is tried again after its delay, and the text goes once', async () => {
    const mobile = freshNumber();
    await prove('userA', mobile);
    const control = (path: string, body: unknown) => fetch(`${env.TEST_BULKSMSBD_URL}/__control${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ only: `88${mobile}`, ...(body as object) }) });
    const due = Date.now() + 2000;
    await env.DB.prepare("INSERT INTO sms_outbox (id, kind, subject_id, user_id, phone, payload, dedupe, state, next_attempt_at, created_at, updated_at) VALUES ('retry', 'order-placed', 'ORDERRETRY01', ?1, ?2, json_object('orderId', 'ORDERRETRY01'), 'order-placed:ORDERRETRY01', 'queued', ?3, ?3, ?3)")
      .bind(uidOf('userA'), mobile, due)
      .run();
    await control('', { down: true });
    try {
      expect(await deliverText(env, 'retry', due)).toBe('retry');
    } finally {
      await control('/reset', {});
    }
    const waiting = await env.DB.prepare("SELECT state, attempts, next_attempt_at AS at FROM sms_outbox WHERE id = 'retry'").first<{ state: string; attempts: number; at: number }>();
    expect(waiting).toMatchObject({ state: 'queued', attempts: 1 });
    // Not before its delay; then once, however many attempts are made together.
    expect(await deliverText(env, 'retry', due + 1000)).toBe('skipped');
    const later = (waiting?.at ?? 0) + 1;
    expect((await Promise.all([deliverText(env, 'retry', later), deliverText(env, 'retry', later)])).sort()).toEqual(['sent', 'skipped']);
    expect((await sentTo(mobile)).filter((one) => one.message.includes('ORDERRETRY01'))).toHaveLength(1);
  });

  it('never after the guest turned them off, even a text already queued', async () => {
    const mobile = freshNumber();
    await prove('userA', mobile);
    await textsTo(mobile);
    // Queued while wanted (the trigger writes it with the order), turned off before it went.
    const id = await orderFor('userA');
    await env.DB.prepare("UPDATE sms_outbox SET next_attempt_at = next_attempt_at + 3600000 WHERE kind = 'order-placed'").run();
    const saved = await callAs('userA', 'PUT', '/user/texts', { orders: false, bookings: true });
    expect(await saved.json()).toMatchObject({ message: TEXT_MESSAGES.preferencesSaved, orders: false, bookings: true });
    await env.DB.prepare("UPDATE sms_outbox SET next_attempt_at = 0 WHERE kind = 'order-placed'").run();
    await deliverDueTexts(env);
    await move(id, 'preparing');
    await move(id, 'ready');
    await deliverDueTexts(env);
    expect(await textRows()).toMatchObject([
      { kind: 'phone-code', state: 'sent' },
      { kind: 'order-placed', state: 'dropped', error: NOT_WANTED, phone: '' },
    ]);
    expect(await sentTo(mobile)).toHaveLength(1);
  });

  it('the daily cap stops sending and the dashboard says so; staff see the count and the parts', async () => {
    const mobile = freshNumber();
    await prove('userA', mobile);
    await textsTo(mobile);
    const capped = { ...env, SMS_DAILY_CAP: '2' };
    // Two texts due a moment from now (so no response's sending takes them first): the code went already, so the
    // first fits the cap of two and the second is dropped.
    const due = Date.now() + 2000;
    for (const order of ['ORDERCAP0001', 'ORDERCAP0002']) {
      await env.DB.prepare("INSERT INTO sms_outbox (id, kind, subject_id, user_id, phone, payload, dedupe, state, next_attempt_at, created_at, updated_at) VALUES (?1, 'order-placed', ?1, ?2, ?3, json_object('orderId', ?1), 'order-placed:' || ?1, 'queued', ?4, ?4, ?4)")
        .bind(order, uidOf('userA'), mobile, due)
        .run();
    }
    const outcomes = [await deliverText(capped, 'ORDERCAP0001', due), await deliverText(capped, 'ORDERCAP0002', due)];
    expect(outcomes).toEqual(['sent', 'dropped']);
    expect(await textRows()).toMatchObject([{ state: 'sent' }, { state: 'sent' }, { state: 'dropped', error: CAP_REACHED(2) }]);
    expect(await textsToday(env.DB)).toEqual({ sent: 2, parts: 2, capped: 1, failed: 0 });
    const summary = await (await callAs('staff', 'GET', '/admin/summary')).json<{ texts: unknown }>();
    expect(summary.texts).toMatchObject({ sent: 2, parts: 2, capped: 1 });
  });

  it('deleting the order takes its texts’ numbers and words with it, sent or not', async () => {
    const mobile = freshNumber();
    await prove('userA', mobile);
    const id = await orderFor('userA');
    await textsTo(mobile, 2);
    // One still queued (due in an hour) beside the sent receipt.
    await env.DB.prepare("INSERT INTO sms_outbox (id, kind, subject_id, user_id, phone, payload, dedupe, state, next_attempt_at, created_at, updated_at) VALUES ('later', 'order-status', ?1, ?2, ?3, json_object('orderId', ?1, 'status', 'ready'), 'order-status:' || ?1 || ':ready', 'queued', ?4, ?4, ?4)")
      .bind(id, uidOf('userA'), mobile, Date.now() + 3_600_000)
      .run();
    expect((await callAs('admin', 'DELETE', `/order/delete-order/${id}`)).status).toBe(200);
    const left = await env.DB.prepare('SELECT state, phone, payload FROM sms_outbox WHERE subject_id = ?1').bind(id).all<{ state: string; phone: string; payload: string }>();
    expect(left.results).toEqual([{ state: 'sent', phone: '', payload: '{}' }]);
  });

  it('forgetting the number drops what was queued for it', async () => {
    const mobile = freshNumber();
    await prove('userA', mobile);
    await env.DB.prepare("UPDATE sms_outbox SET next_attempt_at = 9e15 WHERE 0").run();
    await orderFor('userA');
    await env.DB.prepare("UPDATE sms_outbox SET next_attempt_at = 9e15 WHERE kind = 'order-placed'").run();
    expect(await (await callAs('userA', 'DELETE', '/user/phone')).json()).toMatchObject({ verifiedPhone: null });
    expect(await textRows()).toMatchObject([{ kind: 'phone-code' }, { kind: 'order-placed', state: 'dropped', phone: '' }]);
  });
});

describe('the short links texts carry', () => {
  const follow = async (path: string) => {
    const response = await exports.default.fetch(new Request(`http://127.0.0.1${path}`, { redirect: 'manual' }));
    return [response.status, response.headers.get('Location'), response.headers.get('Cache-Control')];
  };

  it('send an order, a booking and an offer on to their pages, forgiving an id’s case; a link that cannot be one to the bare page', async () => {
    expect(await follow('/t/abcd1234efgh')).toEqual([302, '/track-order/ABCD1234EFGH', 'no-store']);
    expect(await follow('/r/WXYZ7890ABCD')).toEqual([302, '/track-reservation/WXYZ7890ABCD', 'no-store']);
    expect(await follow('/w/ABCDEFGHJKMNPQRS')).toEqual([302, '/waitlist#offer=ABCDEFGHJKMNPQRS', 'no-store']);
    expect(await follow('/w/not-a-token')).toEqual([302, '/waitlist', 'no-store']);
    expect(await follow('/t/%3Cscript%3E')).toEqual([302, '/track-order/', 'no-store']);
  });
});
