import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import type { AppEnv } from './app-env';
import { applyCachePolicy } from './cache-policy';
import { config } from './env';
import { deliverBatch, sweep } from './mail/deliver';
import { remind } from './mail/reminders';
import { publishedHours } from './ordering/hours';
import { loopbackOnly } from './local-only';
import { payments, sweepPayments } from './payments/flow';
import { forgetOldCodes } from './db/phone-proof';
import { sweepTexts } from './sms/outbox';
import admin from './routes/admin';
import auth from './routes/auth';
import contact from './routes/contact';
import health from './routes/health';
import hooks from './routes/hooks';
import kitchen from './routes/kitchen';
import order from './routes/order';
import payment from './routes/payment';
import pages from './routes/pages';
import reservation from './routes/reservation';
import service from './routes/service';
import staff from './routes/staff';
import tonight from './routes/tonight';
import track from './routes/track';
import user from './routes/user';
import { staffWaitlist, waitlist } from './routes/waitlist';
import { expireOffers } from './db/waitlist';
import { API_CONTENT_SECURITY_POLICY, COMMON_SECURITY_HEADERS } from './security-headers';
import { withRefusalCodes } from './refusal-codes';
import { withCodes } from './contract/message-codes';

const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/');

export function createApp() {
  // strict: false — PUT /api/user/update-user/ (SPEC §7) and its slash-less form are one route.
  const app = new Hono<AppEnv>({ strict: false });

  app.use(async (c, next) => {
    c.set('config', config(c.env));
    await next();
    // A refusal carries the codes of its words beside them (refusal-codes.ts), however its route wrote it.
    if (isApiPath(c.req.path) && c.res.status >= 400) {
      const coded = await withRefusalCodes(c.res);
      if (coded !== c.res) {
        c.res = coded;
        // Hono copies the old answer's headers onto the new one: its length is no longer this body's.
        c.res.headers.delete('Content-Length');
      }
    }
    // Responses passed through from the static assets have immutable headers: copy before setting them.
    c.res = new Response(c.res.body, c.res);
    for (const [name, value] of Object.entries(COMMON_SECURITY_HEADERS)) {
      if (!c.res.headers.has(name)) c.res.headers.set(name, value);
    }
    // Pages keep the policy the build wrote for them (dist/_headers); API answers get the strictest one.
    if (isApiPath(c.req.path) || !c.res.headers.has('Content-Security-Policy')) {
      c.res.headers.set('Content-Security-Policy', API_CONTENT_SECURITY_POLICY);
    }
    // API answers are kept by nobody unless their route opted in, and errors never are (cache-policy.ts).
    if (isApiPath(c.req.path)) applyCachePolicy(c);
  });

  // A Worker with the local settings answers only requests addressed to this machine (local-only.ts).
  app.use(loopbackOnly);

  // No request body the API accepts comes near 64 KB; anything larger is refused before it is read.
  app.use('/api/*', bodyLimit({ maxSize: 64 * 1024, onError: (c) => c.json({ error: 'The request body is too large' }, 413) }));

  // Liveness without touching D1: load balancers, and the baseline of `npm run bench:api`.
  app.get('/api/ping', (c) => c.json({ ok: true }));
  app.route('/api/health', health);
  app.route('/api/auth', auth);
  app.route('/api/contact', contact);
  app.route('/api/user', user);
  app.route('/api/order', order);
  app.route('/api/payment', payment);
  app.route('/api/reservation', reservation);
  app.route('/api/service', service);
  app.route('/api/track', track);
  app.route('/api/waitlist', waitlist);
  app.route('/api/staff/waitlist', staffWaitlist);
  app.route('/api/staff', staff);
  app.route('/api/kitchen', kitchen);
  app.route('/api/admin/service', tonight);
  app.route('/api/admin', admin);
  app.route('/api/hooks', hooks);
  app.route('/', pages);

  app.notFound(async (c) => {
    if (isApiPath(c.req.path)) return c.json({ error: 'Not found' }, 404);
    // Any other path the Worker sees: the assets' not-found handling serves the 404 page with status 404.
    return c.env.ASSETS.fetch(c.req.raw);
  });

  app.onError((error, c) => {
    // Coded here too: an error thrown before the first middleware's next() (a configuration refused) skips it.
    if (error instanceof HTTPException && error.status < 500) {
      return c.json(withCodes({ error: error.message || 'Bad request' }), error.status);
    }
    console.error(error);
    return c.json(withCodes({ error: 'Internal server error' }), 500);
  });

  return app;
}

const app = createApp();

// The Worker's three entry points: requests; the mail queue's consumer; and the Cron Trigger's sweeps (the outbox,
// payments left open or refunds left pending: docs/payments.md, and the day-before booking reminders).
export default {
  fetch: app.fetch,
  queue: (batch, env) => deliverBatch(batch, env),
  // The trigger's own time is the sweep's clock (a test passes a fixed one).
  scheduled: async (controller, env) => {
    // Payments first: a payment it settles writes a receipt, which the outbox's sweep then sends. Whatever
    // happens to the payments' sweep, the outbox's still runs.
    await sweepPayments(payments(env.DB, config(env), () => publishedHours(env.ASSETS)), controller.scheduledTime, []).catch((error: unknown) => console.error('The payment sweep failed', error));
    // The day's booking reminders before the outbox's sweep; a failure here stops neither the sweep nor the next minute.
    await remind(env, controller.scheduledTime).catch((error: unknown) => console.error('The booking reminders failed', error));
    // The waitlist: offers past their quarter of an hour end, and what they (or anything else) freed is offered on.
    const offers: string[] = [];
    await expireOffers(env.DB, offers, controller.scheduledTime)
      .then(() => (offers.length ? env.MAIL_QUEUE.sendBatch(offers.map((id) => ({ body: { id } }))) : undefined))
      .catch((error: unknown) => console.error('The waitlist sweep failed', error));
    await sweep(env, controller.scheduledTime);
    // Texts: what is due, what was left in doubt, what is past keeping; then the codes past theirs.
    await sweepTexts(env, controller.scheduledTime).catch((error: unknown) => console.error('The text sweep failed', error));
    await forgetOldCodes(env.DB, controller.scheduledTime).catch((error: unknown) => console.error('Forgetting old phone codes failed', error));
  },
} satisfies ExportedHandler<Env, { id: string }>;
