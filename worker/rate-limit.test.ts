import { env, exports } from 'cloudflare:workers';
import { beforeEach, describe, expect, it } from 'vitest';
import { addressKey } from './rate-limit';
import { callAsUid, resetWithNewCallers, uidOf } from './test/callers';
import { awayFromMinuteEnd } from './test/limit-window';
import { sanitySignature } from './test/github';

// The allowances are keyed as addresses really are: an IPv6 subscriber holds a whole /64 (billions of addresses),
// so it counts as one client; and every route that writes or sends has one, sized in wrangler.toml.

beforeEach(async () => {
  await resetWithNewCallers('payments', 'order_lines', 'orders');
  await awayFromMinuteEnd();
});

/** A /64 of this test's own (2001:db8::/32 is the documentation prefix), so no other test has spent its allowance. */
const newPrefix = () => `2001:db8:${Math.floor(Math.random() * 0xffff).toString(16)}:${Math.floor(Math.random() * 0xffff).toString(16)}`;
const newV4 = () => `198.51.100.${Math.floor(Math.random() * 250) + 1}-${crypto.randomUUID().slice(0, 6)}`;

const contact = (address: string) =>
  exports.default.fetch(
    new Request('http://127.0.0.1/api/contact', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': address },
      body: JSON.stringify({ name: 'Rahim Uddin', email: 'rahim@example.com', subject: 'Wedding catering', message: 'Do you cater for weddings of 200 guests?' }),
    }),
  );

describe('an IPv6 client is its /64', () => {
  it('keys every address of a /64 alike, whatever way it is written, and apart from the next /64', () => {
    expect(addressKey('2001:db8:a:b::1')).toBe('2001:db8:a:b::/64');
    expect(addressKey('2001:0DB8:000a:000b:ffff:ffff:ffff:fffe')).toBe('2001:db8:a:b::/64');
    expect(addressKey('2001:db8:a::b:1')).toBe('2001:db8:a:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('2001:db8:a:c::1')).not.toBe(addressKey('2001:db8:a:b::1'));
    // IPv4 (and an IPv4-mapped IPv6 address) is the address itself; anything else is kept as it came.
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('local')).toBe('local');
  });

  it('a client hopping between addresses of its /64 spends one allowance (contact: 5 a minute)', async () => {
    const prefix = newPrefix();
    const answers = [];
    for (let host = 1; host <= 6; host += 1) answers.push((await contact(`${prefix}:${host.toString(16)}::${host}`)).status);
    expect(answers).toEqual([201, 201, 201, 201, 201, 429]);
    expect((await contact(`${newPrefix()}::1`)).status).toBe(201);
  });
});

describe('every route that writes or sends has an allowance', () => {
  it('the guest’s profile writes: 20 a minute a guest', async () => {
    const uid = uidOf('userA');
    const answers = [];
    for (let index = 0; index < 21; index += 1) {
      answers.push((await callAsUid(uid, 'PUT', '/user/update-user', { userId: uid, name: `Ayesha ${index}` }, { 'CF-Connecting-IP': newV4() })).status);
    }
    expect(answers.slice(0, 20).every((status) => status !== 429)).toBe(true);
    expect(answers.at(-1)).toBe(429);
  });

  it('the profile writes from one address: 60 a minute, whatever the accounts', { timeout: 20_000 }, async () => {
    const address = newV4();
    const answers = await Promise.all(Array.from({ length: 61 }, (_, index) => callAsUid(`guest-${index}-${crypto.randomUUID().slice(0, 6)}`, 'POST', '/user/confirm-email', undefined, { 'CF-Connecting-IP': address })));
    const statuses = answers.map((response) => response.status);
    expect(statuses.filter((status) => status === 429)).toHaveLength(1);
  });

  it('the gateways’ returns and IPN: 120 a minute an address', { timeout: 30_000 }, async () => {
    const address = newV4();
    const back = (index: number) =>
      index % 2 === 0
        ? exports.default.fetch(new Request(`http://127.0.0.1/api/payment/bkash/callback?paymentID=TR0011NONE${index}&status=success`, { headers: { 'CF-Connecting-IP': address } }))
        : exports.default.fetch(new Request('http://127.0.0.1/api/payment/sslcommerz/ipn', { method: 'POST', headers: { 'CF-Connecting-IP': address, 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'tran_id=NONE' }));
    const statuses = [];
    for (let index = 0; index < 121; index += 1) statuses.push((await back(index)).status);
    expect(statuses.filter((status) => status === 429)).toEqual([429]);
    expect(statuses.at(-1)).toBe(429);
  });

  it('the content hook: 30 a minute an address, before anything is checked', { timeout: 20_000 }, async () => {
    const address = newV4();
    const body = JSON.stringify({ _id: 'dish-7', _type: 'dish', operation: 'update' });
    const statuses = [];
    for (let index = 0; index < 31; index += 1) {
      const response = await exports.default.fetch(new Request('http://127.0.0.1/api/hooks/content-published', { method: 'POST', headers: { 'CF-Connecting-IP': address, 'Content-Type': 'application/json', 'sanity-webhook-signature': await sanitySignature('not-the-secret', body, Date.now()) }, body }));
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 30)).toEqual(Array(30).fill(401));
    expect(statuses.at(-1)).toBe(429);
    expect(env.SANITY_WEBHOOK_SECRET).toBeDefined();
  });
});
