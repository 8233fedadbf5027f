import { describe, expect, it } from 'vitest';
import { answer, ApiError } from './http';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('answer', () => {
  it('gives the JSON of an answer that succeeded', async () => {
    await expect(answer(json(200, { apiKey: 'k' }))).resolves.toEqual({ apiKey: 'k' });
  });

  it('turns a refusal into an ApiError with the server’s words, its issues and the whole body', async () => {
    const refusal = { error: 'Validation failed', issues: [{ path: ['name'], message: 'Name must be at least 2 characters' }], extra: 3 };
    const error = await answer(json(400, refusal)).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, message: 'Validation failed', issues: refusal.issues, body: refusal });
  });

  it('names the status when the refusal is not JSON (a proxy’s error page)', async () => {
    const error = await answer(new Response('<h1>Bad gateway</h1>', { status: 502 })).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 502, message: 'The server answered 502', issues: [] });
  });
});
