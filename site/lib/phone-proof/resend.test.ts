import { describe, expect, it } from 'vitest';
import { minutesLeft, RESEND_SECONDS, resendSecondsLeft } from './resend';

// When a new code may be asked for, and how long a code is good for (./resend.ts).

const sentAt = Date.parse('2026-11-28T12:00:00.000Z');

describe('the wait for a new code', () => {
  it('is a minute, as the Worker’s gap between two codes to one number', () => {
    expect(RESEND_SECONDS).toBe(60);
    expect(resendSecondsLeft(sentAt, sentAt)).toBe(60);
  });

  it('counts whole seconds down, rounding up, so the button never opens early', () => {
    expect(resendSecondsLeft(sentAt, sentAt + 1)).toBe(60);
    expect(resendSecondsLeft(sentAt, sentAt + 1000)).toBe(59);
    expect(resendSecondsLeft(sentAt, sentAt + 18_400)).toBe(42);
    expect(resendSecondsLeft(sentAt, sentAt + 59_001)).toBe(1);
  });

  it('is over at the minute, and stays over', () => {
    expect(resendSecondsLeft(sentAt, sentAt + 60_000)).toBe(0);
    expect(resendSecondsLeft(sentAt, sentAt + 3_600_000)).toBe(0);
  });

  it('takes another gap when asked', () => {
    expect(resendSecondsLeft(sentAt, sentAt + 10_000, 30)).toBe(20);
  });
});

describe('how long a code is good for', () => {
  const expiresAt = new Date(sentAt + 10 * 60_000).toISOString();

  it('is whole minutes, rounded up', () => {
    expect(minutesLeft(expiresAt, sentAt)).toBe(10);
    expect(minutesLeft(expiresAt, sentAt + 30_000)).toBe(10);
    expect(minutesLeft(expiresAt, sentAt + 9 * 60_000 + 1)).toBe(1);
  });

  it('is nothing once past, or for a time that cannot be read', () => {
    expect(minutesLeft(expiresAt, sentAt + 10 * 60_000)).toBe(0);
    expect(minutesLeft('not a time', sentAt)).toBe(0);
  });
});
