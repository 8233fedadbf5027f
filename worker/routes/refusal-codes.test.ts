import { exports } from 'cloudflare:workers';
import { beforeEach, describe, expect, it } from 'vitest';
import { UPCOMING_BOOKINGS_PER_GUEST, TABLE_COUNT } from '../contract/floor-plan';
import { MESSAGE_CODES, messageCode, withCodes } from '../contract/message-codes';
import * as REFUSALS from '../contract/messages/refusals';
import * as REPLIES from '../contract/messages/replies';
import * as VALIDATION from '../contract/messages/validation';
import { BOOKINGS_HELD_MESSAGE, TABLE_MESSAGE } from '../contract/reservation-rules';
import { TEXT_MESSAGES } from '../contract/texts';
import { WAITLIST_MESSAGES } from '../contract/waitlist';
import { callAs, resetWithNewCallers } from '../test/callers';

// Every refusal carries the codes of its words (decision 0028): `code` beside the error, and beside each issue's
// message, the message's name in worker/contract/messages/*.ts. The English is what it always was.

beforeEach(() => resetWithNewCallers('reservations'));

describe('the codes of the API’s messages', () => {
  it('are the names of the messages, found from their words', () => {
    expect(messageCode(VALIDATION.nameMin)).toBe('nameMin');
    expect(messageCode(REPLIES.orderNotFound)).toBe('orderNotFound');
    expect(messageCode(REFUSALS.noTable)).toBe('noTable');
    expect(messageCode(WAITLIST_MESSAGES.already)).toBe('waitlistAlready');
    expect(messageCode(TEXT_MESSAGES.codeWrong)).toBe('codeWrong');
    expect(messageCode('Unknown dish: 999')).toBeUndefined();
    expect(MESSAGE_CODES.get('guestsMax')).toBe(VALIDATION.guestsMax);
  });

  it('give each code one message', () => {
    const refusals = Object.entries(REFUSALS).filter(([, value]) => typeof value === 'string');
    for (const [name, message] of refusals) expect(messageCode(message as string), name).toBe(name);
  });

  it('keep the floor plan’s numbers in the refusals’ words', () => {
    expect(BOOKINGS_HELD_MESSAGE).toContain(`You already have ${UPCOMING_BOOKINGS_PER_GUEST} upcoming reservations`);
    expect(TABLE_MESSAGE).toBe(`Choose a table from 1 to ${TABLE_COUNT}`);
  });

  it('add to a body without changing its words, and keep a code already there', () => {
    expect(withCodes({ error: 'Something else', issues: [{ path: ['x'], message: VALIDATION.email }] })).toEqual({ error: 'Something else', issues: [{ path: ['x'], message: VALIDATION.email, code: 'email' }] });
    expect(withCodes({ error: VALIDATION.email, code: 'mine' })).toEqual({ error: VALIDATION.email, code: 'mine' });
  });
});

describe('a refused request', () => {
  it('of a booking with invalid fields: each issue with its code; the sentence joining them has none', async () => {
    const response = await callAs('userA', 'POST', '/reservation/create-reservation', { userId: 'whoever', name: 'A', email: 'no', phone: '1', date: '1999-01-01', time: '03:00', guests: 30 });
    expect(response.status).toBe(400);
    const body = await response.json<{ error: string; code?: string; issues: { path: string[]; message: string; code?: string }[] }>();
    expect(body.code).toBeUndefined();
    expect(body.error).toBe(body.issues.map((issue) => issue.message).join('. '));
    expect(body.issues).toEqual(
      expect.arrayContaining([
        { path: ['name'], message: VALIDATION.nameMin, code: 'nameMin' },
        { path: ['email'], message: VALIDATION.email, code: 'email' },
        { path: ['date'], message: VALIDATION.reservationDate, code: 'reservationDate' },
        { path: ['time'], message: VALIDATION.reservationTime, code: 'reservationTime' },
        { path: ['guests'], message: VALIDATION.guestsMax, code: 'guestsMax' },
      ]),
    );
  });

  it('for an order that is not there: the error’s code', async () => {
    const response = await exports.default.fetch(new Request('http://127.0.0.1/api/track/order/NOSUCHORDER1', { headers: { 'CF-Connecting-IP': `client-${crypto.randomUUID()}` } }));
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: REPLIES.orderNotFound, code: 'orderNotFound' });
    expect(response.headers.get('Content-Type')).toContain('application/json');
  });

  it('of a single field: the error and its issue carry the same code', async () => {
    const response = await callAs('userA', 'POST', '/user/phone/verify', { phone: '01712345678', code: '12' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: TEXT_MESSAGES.codeFormat, code: 'codeFormat', issues: [{ path: ['code'], message: TEXT_MESSAGES.codeFormat, code: 'codeFormat' }] });
  });

  it('anywhere in the API: not signed in, and a path that is not one', async () => {
    expect(await (await callAs('anonymous', 'GET', '/order/fetch-order/ABC')).json()).toEqual({ error: REFUSALS.authRequired, code: 'authRequired' });
    expect(await (await callAs('userA', 'GET', '/no-such-thing')).json()).toEqual({ error: REFUSALS.notFound, code: 'notFound' });
  });

  it('answers that are not refusals are left alone', async () => {
    const response = await callAs('anonymous', 'GET', '/ping');
    expect(await response.json()).toEqual({ ok: true });
  });
});
