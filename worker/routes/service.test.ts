import { env, exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { type ServiceStatus } from '../contract/service';

const status = async () => {
  const response = await exports.default.fetch(new Request('http://127.0.0.1/api/service/status'));
  return { response, body: (await response.json()) as ServiceStatus };
};

describe('the public status of tonight\u2019s service', () => {
  it('answers with the published hours, nothing paused or sold out, kept briefly by anyone', async () => {
    const { response, body } = await status();
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=5');
    // The seed's hours (Mon – Thu 11:00 AM – 10:00 PM, Fri – Sun to 11:00 PM), as the build published them.
    const [weekday, weekend] = [{ opens: 660, closes: 1320 }, { opens: 660, closes: 1380 }];
    expect(body.rules).toEqual({ week: [weekend, weekday, weekday, weekday, weekday, weekend, weekend], lastOrdersMinutes: 30, leadMinutes: 30 });
    expect(body.paused).toBeNull();
    expect(body.soldOut).toEqual([]);
    expect(body.open).toBe(body.nextOpening === null);
  });

  it('counts a pause or a sold-out dish only until it ends', async () => {
    const past = Date.now() - 60_000;
    await env.DB.batch([
      env.DB.prepare('INSERT INTO sold_out_dishes (dish_id, until, switched_by) VALUES (?, ?, ?), (?, NULL, ?)').bind('3', past, 'admin', '7', 'admin'),
      env.DB.prepare('INSERT INTO kitchen_pause (id, until, paused_by) VALUES (1, ?, ?)').bind(past, 'admin'),
    ]);
    await caches.open('service-status').then((edge) => edge.delete('http://127.0.0.1/api/service/status'));
    const { body } = await status();
    expect(body.soldOut).toEqual(['7']);
    expect(body.paused).toBeNull();
  });
});
