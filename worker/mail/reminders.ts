import { queueReminders } from '../db/reminders';

/**
 * The Cron Trigger's step for booking reminders (db/reminders.ts): the ones due at `now` written to the outbox,
 * then handed to the queue. A reminder the queue cannot take now stays queued in D1: the outbox's sweep sends it.
 */
export async function remind(env: Env, now: number): Promise<number> {
  const ids = await queueReminders(env.DB, now);
  if (ids.length) await env.MAIL_QUEUE.sendBatch(ids.map((id) => ({ body: { id } }))).catch((error: unknown) => console.error('Queueing reminders failed; the sweep will send them', error));
  return ids.length;
}
