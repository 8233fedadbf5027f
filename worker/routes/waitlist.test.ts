import { env } from 'cloudflare:workers';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Availability } from '../contract/availability';
import { FLOOR_PLAN } from '../contract/floor-plan';
import type { Reservation } from '../contract/reservation';
import { OFFER_MINUTES, type StaffWaitlistEntry, WAITLIST_MESSAGES, type WaitlistEntry } from '../contract/waitlist';
import { expireOffers, offerFreedTables } from '../db/waitlist';
import { deliverDueTexts } from '../sms/outbox';
import { tomorrow } from '../test/bookings';
import { addGuests, type Caller, callAs, callAsUid, resetWithNewCallers, uidOf } from '../test/callers';
import { newId } from '../ids';

// The waitlist of a full evening (docs/decisions/0026-texts-and-the-waitlist.md): a table freed is offered to the first
// guest waiting whose party fits, held for them by the offer, taken from the link through the booking's allocation;
// nobody offered twice, no table held for two.

beforeEach(() => resetWithNewCallers('waitlist', 'sms_outbox', 'phone_codes', 'mail_outbox', 'status_events', 'reservations'));

const freshNumber = () => `019${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
const sentTo = async (mobile: string) => (await fetch(`${env.TEST_BULKSMSBD_URL}/__control/sent?to=88${mobile}`)).json<{ message: string }[]>();
const proveDirectly = (uid: string, mobile: string) => env.DB.prepare('UPDATE users SET verified_phone = ?2 WHERE user_id = ?1').bind(uid, mobile).run();

/** Every table booked at 19:30 tomorrow by `uid`: the sittings from 18:00 to 21:00 are full for any party. The ids, by table. */
async function fillTheEvening(uid: string): Promise<Map<number, string>> {
  const ids = new Map<number, string>();
  await env.DB.batch(
    FLOOR_PLAN.map(({ table }) => {
      const id = newId();
      ids.set(table, id);
      return env.DB.prepare("INSERT INTO reservations (id, user_id, name, email, phone, date, time, guests, table_number, status) VALUES (?1, ?2, 'Held', 'held@example.com', '01711000009', ?3, '19:30', 2, ?4, 'confirmed')").bind(id, uid, tomorrow, table);
    }),
  );
  return ids;
}

const join = (caller: Caller | string, guests = 2, window: [string, string] = ['19:00', '20:00']) => {
  const uid = typeof caller === 'string' && !['userA', 'userB', 'staff', 'admin', 'anonymous'].includes(caller) ? caller : uidOf(caller as 'userA');
  return callAsUid(uid, 'POST', '/waitlist', { userId: uid, name: 'Nadia Karim', email: `${uid}@example.com`, phone: '01711000111', date: tomorrow, guests, fromTime: window[0], toTime: window[1] });
};
const cancel = (id: string) => callAs('staff', 'PUT', `/reservation/update-reservation/${id}`, { status: 'cancelled' });
const entries = async () => (await env.DB.prepare('SELECT id, user_id AS userId, status, offer_table AS offerTable, offer_time AS offerTime FROM waitlist ORDER BY created_at').all<{ id: string; userId: string; status: string; offerTable: number | null; offerTime: string | null }>()).results;

async function offerToken(mobile: string): Promise<string> {
  for (let attempt = 0; attempt < 40; attempt++) {
    const found = (await sentTo(mobile)).map((one) => /\/w\/([0-9A-Z]{16})/.exec(one.message)?.[1]).find(Boolean);
    if (found) return found;
    await deliverDueTexts(env);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`No offer was texted to ${mobile}`);
}

describe('a full evening', () => {
  it('join, another guest cancels, the offer is texted and mailed, the table is held for it, and taken from the link', async () => {
    const tables = await fillTheEvening(uidOf('userB'));
    const mobile = freshNumber();
    await proveDirectly(uidOf('userA'), mobile);

    const joined = await join('userA');
    expect(joined.status, await joined.clone().text()).toBe(201);
    expect(await joined.json()).toMatchObject({ entry: { status: 'waiting', offer: null }, message: WAITLIST_MESSAGES.joined });
    expect((await join('userA')).status).toBe(409);

    // A couple's best table (the floor plan's first for two) is freed.
    const [freed, booking] = [...tables.entries()].find(([table]) => table === 12) ?? [];
    if (!freed || !booking) throw new Error('table 12 is not on the floor plan');
    expect((await cancel(booking)).status).toBe(200);
    const [offered] = await entries();
    expect(offered).toMatchObject({ status: 'offered', offerTable: 12, offerTime: '19:00' });

    // Held: nobody else books it, and the availability says so.
    const other = await callAs('userB', 'POST', '/reservation/create-reservation', { userId: uidOf('userB'), name: 'Bashir Ahmed', email: 'b@example.com', phone: '01711000002', date: tomorrow, time: '19:00', guests: 2 });
    expect(other.status).toBe(409);
    const availability = await (await callAs('anonymous', 'GET', `/reservation/availability?date=${tomorrow}&guests=2`)).json<Availability>();
    expect(availability.slots.find((slot) => slot.time === '19:00')?.available).toBe(false);

    // The text and the mail carry the link; the link shows the offer, nothing personal.
    const token = await offerToken(mobile);
    const mail = await env.DB.prepare("SELECT recipient, payload FROM mail_outbox WHERE kind = 'waitlist-offer'").first<{ recipient: string; payload: string }>();
    expect(mail?.recipient).toBe(`${uidOf('userA')}@example.com`);
    expect(JSON.parse(mail?.payload ?? '{}')).toMatchObject({ token, table: 12, time: '19:00', guests: 2 });
    const view = await callAs('anonymous', 'GET', `/waitlist/offer/${token}`);
    const shown = await view.json<{ offer: Record<string, unknown> }>();
    expect(shown.offer).toMatchObject({ date: tomorrow, time: '19:00', guests: 2, table: 12 });
    expect(Object.keys(shown.offer).sort()).toEqual(['date', 'expiresAt', 'guests', 'table', 'time']);

    const taken = await callAs('anonymous', 'POST', `/waitlist/offer/${token}/take`);
    expect(taken.status, await taken.clone().text()).toBe(201);
    const { reservation } = await taken.json<{ reservation: Pick<Reservation, 'id' | 'status' | 'table' | 'time'> }>();
    expect(reservation).toMatchObject({ status: 'confirmed', table: 12, time: '19:00' });
    const row = await env.DB.prepare('SELECT user_id AS userId FROM reservations WHERE id = ?1').bind(reservation.id).first<{ userId: string }>();
    expect(row?.userId).toBe(uidOf('userA'));
    expect((await entries())[0]).toMatchObject({ status: 'booked' });
    // The link is spent.
    expect((await callAs('anonymous', 'POST', `/waitlist/offer/${token}/take`)).status).toBe(410);
    expect((await callAs('anonymous', 'GET', `/waitlist/offer/${token}`)).status).toBe(410);
  });

  it('two tables freed at once, three guests waiting: two offers, one table each, the third waits; offered again nobody', async () => {
    const tables = await fillTheEvening(uidOf('userB'));
    const guests = await addGuests(3);
    for (const uid of guests) expect((await join(uid)).status).toBe(201);
    // Two window tables for two (tablesFor(2)'s 12 and 16).
    const [first, second] = [12, 16].map((table) => tables.get(table) ?? '');
    await Promise.all([cancel(first ?? ''), cancel(second ?? '')]);
    // And the offering run again, twice at once, as the minute's sweep would beside a request.
    await Promise.all([offerFreedTables(env.DB, tomorrow), offerFreedTables(env.DB, tomorrow)]);
    const listed = await entries();
    expect(listed.map((entry) => entry.status)).toEqual(['offered', 'offered', 'waiting']);
    expect(new Set(listed.slice(0, 2).map((entry) => entry.offerTable))).toEqual(new Set([12, 16]));
    expect(listed.map((entry) => entry.userId)).toEqual(guests);

    // The first lets the offer run out: it ends, and the third is offered the table it held; the first is not offered again.
    await env.DB.prepare("UPDATE waitlist SET offer_expires_at = 0 WHERE user_id = ?1").bind(guests[0]).run();
    expect(await expireOffers(env.DB)).toBe(1);
    await expireOffers(env.DB);
    const after = await entries();
    expect(after.map((entry) => entry.status)).toEqual(['expired', 'offered', 'offered']);
    expect(after[2]?.offerTable).toBe(listed[0]?.offerTable);
  });

  it('a party the freed table does not fit waits; the next who fits is offered it', async () => {
    const tables = await fillTheEvening(uidOf('userB'));
    const [large, couple] = await addGuests(2);
    expect((await join(large ?? '', 8)).status).toBe(201);
    expect((await join(couple ?? '', 2)).status).toBe(201);
    await cancel(tables.get(12) ?? '');
    expect((await entries()).map((entry) => entry.status)).toEqual(['waiting', 'offered']);
  });

  it('an offer taken after its quarter of an hour books nothing', async () => {
    const tables = await fillTheEvening(uidOf('userB'));
    const mobile = freshNumber();
    await proveDirectly(uidOf('userA'), mobile);
    await join('userA');
    await cancel(tables.get(12) ?? '');
    const token = await offerToken(mobile);
    expect(await (await callAs('anonymous', 'GET', `/waitlist/offer/${token}`)).json()).toMatchObject({ offer: { expiresAt: expect.any(String) } });
    await env.DB.prepare(`UPDATE waitlist SET offer_expires_at = offer_expires_at - ${OFFER_MINUTES * 60_000 + 1}`).run();
    const late = await callAs('anonymous', 'POST', `/waitlist/offer/${token}/take`);
    expect(late.status).toBe(410);
    expect(await late.json()).toEqual({ error: WAITLIST_MESSAGES.offerGone, code: 'offerGone' });
    expect((await env.DB.prepare("SELECT count(*) AS n FROM reservations WHERE status = 'confirmed' AND user_id = ?1").bind(uidOf('userA')).first<{ n: number }>())?.n).toBe(0);
  });

  it('the guest sees their place, takes an offer from their list, or leaves; another guest cannot', async () => {
    const tables = await fillTheEvening(uidOf('userB'));
    const { entry } = await (await join('userA')).json<{ entry: WaitlistEntry }>();
    expect((await (await callAs('userA', 'GET', '/waitlist/mine')).json<{ entries: WaitlistEntry[] }>()).entries).toMatchObject([{ id: entry.id, status: 'waiting' }]);
    expect((await callAs('userB', 'DELETE', `/waitlist/${entry.id}`)).status).toBe(404);
    await cancel(tables.get(12) ?? '');
    expect((await callAs('userB', 'POST', `/waitlist/${entry.id}/take`)).status).toBe(410);
    const taken = await callAs('userA', 'POST', `/waitlist/${entry.id}/take`);
    expect(taken.status).toBe(201);
    expect(await taken.json()).toMatchObject({ reservation: { table: 12, status: 'confirmed' }, message: WAITLIST_MESSAGES.taken });
  });

  it('refuses a window that ends before it starts, naming the field', async () => {
    const response = await join('userA', 2, ['20:00', '19:00']);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ issues: [{ path: ['toTime'], message: WAITLIST_MESSAGES.window }] });
  });
});

describe('staff and the waitlist', () => {
  it('list the evening with each waiting guest’s place, add a guest at the door, offer by hand and seat now', async () => {
    const tables = await fillTheEvening(uidOf('userB'));
    await join('userA');
    const added = await callAs('staff', 'POST', '/staff/waitlist', { name: 'Walk-in Rahman', phone: '01811000333', guests: 2, fromTime: '19:00', toTime: '21:00' });
    expect(added.status, await added.clone().text()).toBe(201);
    // Staff add to tonight's list; the test's evening is tomorrow's, so read both.
    const list = await (await callAs('staff', 'GET', `/staff/waitlist?date=${tomorrow}`)).json<{ entries: StaffWaitlistEntry[] }>();
    expect(list.entries).toMatchObject([{ name: 'Nadia Karim', position: 1, phone: '01711000111', texted: false }]);
    const { entry } = await added.json<{ entry: WaitlistEntry }>();
    const tonight = await (await callAs('staff', 'GET', '/staff/waitlist')).json<{ entries: StaffWaitlistEntry[] }>();
    expect(tonight.entries).toMatchObject([{ id: entry.id, position: 1 }]);

    // Offer by hand: nothing is free tomorrow; a table freed, the first waiting is offered it.
    const mine = list.entries[0]?.id ?? '';
    expect(await (await callAs('staff', 'POST', `/staff/waitlist/${mine}/offer`)).json()).toEqual({ error: WAITLIST_MESSAGES.noTableNow, code: 'noTableNow' });
    await env.DB.prepare("UPDATE reservations SET status = 'cancelled' WHERE id = ?1").bind(tables.get(12)).run();
    const offered = await callAs('staff', 'POST', `/staff/waitlist/${mine}/offer`);
    expect(offered.status).toBe(200);
    expect(await offered.json()).toMatchObject({ entry: { status: 'offered', offer: { table: 12 } } });

    // Seat now: only tonight's guests; tonight the restaurant is empty, so a table is found.
    expect(await (await callAs('staff', 'POST', `/staff/waitlist/${mine}/seat`)).json()).toEqual({ error: WAITLIST_MESSAGES.notToday, code: 'notToday' });
    const seated = await callAs('staff', 'POST', `/staff/waitlist/${entry.id}/seat`);
    // Late at night no sitting of the window may be left: then there is honestly no table.
    if (seated.status === 201) expect(await seated.json()).toMatchObject({ entry: { status: 'booked' }, reservation: { status: 'confirmed' } });
    else expect(await seated.json()).toEqual({ error: WAITLIST_MESSAGES.noTableNow, code: 'noTableNow' });

    expect((await callAs('staff', 'DELETE', `/staff/waitlist/${mine}`)).status).toBe(200);
  });

  it('is staff’s alone', async () => {
    for (const caller of ['anonymous', 'userA'] as const) {
      const response = await callAs(caller, 'GET', '/staff/waitlist');
      expect(response.status).toBe(caller === 'anonymous' ? 401 : 403);
      expect((await callAs(caller, 'POST', '/staff/waitlist', { name: 'X Y', phone: '01811000333', guests: 2, fromTime: '19:00', toTime: '21:00' })).status).toBe(caller === 'anonymous' ? 401 : 403);
    }
    expect((await callAs('admin', 'GET', '/staff/waitlist')).status).toBe(200);
  });
});
