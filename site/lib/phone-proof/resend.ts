// When a guest may ask for another code. The Worker refuses a second code to the same number within a minute
// (worker/db/phone-proof.ts, CODE_LIMITS.gapMs, answered with TEXT_MESSAGES.codeTooSoon); the button waits as long,
// so a guest is not offered what would be refused.
export const RESEND_SECONDS = 60;

/** Whole seconds until another code may be asked for, rounded up: 0 once it may. */
export function resendSecondsLeft(sentAt: number, now: number, gapSeconds = RESEND_SECONDS): number {
  return Math.max(0, Math.ceil((sentAt + gapSeconds * 1000 - now) / 1000));
}

/** Whole minutes a code is still good for, rounded up (the text says it is good for CODE_MINUTES): 0 once past. */
export function minutesLeft(expiresAt: string, now: number): number {
  const until = Date.parse(expiresAt) - now;
  return Number.isFinite(until) && until > 0 ? Math.ceil(until / 60_000) : 0;
}
