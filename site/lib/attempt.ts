// One Idempotency-Key per attempt at a write that must happen once (an order, a booking): kept in this tab's
// sessionStorage under `slot` while what is sent stays the same, so a double click, a retry after a dropped
// connection or a reload send the same key and the server answers with the one result.

/** The key of this attempt: the stored one while `print` (what is sent) is unchanged, else a new one. */
export function attemptKey(slot: string, print: string): string {
  try {
    const stored = JSON.parse(sessionStorage.getItem(slot) ?? 'null') as { key: string; print: string } | null;
    if (stored?.print === print) return stored.key;
  } catch {
    // An unreadable entry is replaced below.
  }
  const key = crypto.randomUUID();
  sessionStorage.setItem(slot, JSON.stringify({ key, print }));
  return key;
}

/** The write happened: the next one is a new attempt. */
export function endAttempt(slot: string): void {
  sessionStorage.removeItem(slot);
}
