import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/http';
import { replyOf } from './kitchen-api';

describe('replyOf', () => {
  it('reads a 409’s order status, to tell a tap applied before from one someone else overtook', () => {
    expect(replyOf(new ApiError(409, 'This order has moved on', [], { order: { status: 'preparing' } }))).toEqual({ kind: 'conflict', status: 'preparing' });
    expect(replyOf(new ApiError(409, 'Conflict', [], {}))).toEqual({ kind: 'conflict', status: null });
    expect(replyOf(new ApiError(409, 'Conflict', [], { order: { status: 'eaten' } }))).toEqual({ kind: 'conflict', status: null });
  });

  it('holds a tap while there is no answer or the server fails, and gives up on a refusal', () => {
    expect(replyOf(new TypeError('Failed to fetch'))).toEqual({ kind: 'unreachable' });
    expect(replyOf(new ApiError(401, 'Please log in'))).toEqual({ kind: 'unreachable' });
    expect(replyOf(new ApiError(503, 'Unavailable'))).toEqual({ kind: 'failing' });
    expect(replyOf(new ApiError(404, 'Order not found'))).toEqual({ kind: 'gone' });
    expect(replyOf(new ApiError(403, 'Forbidden'))).toEqual({ kind: 'refused', status: 403, reason: 'Forbidden' });
  });
});
