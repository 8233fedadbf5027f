/**
 * Workers rate limits (and Miniflare's simulation of them) count in windows aligned to the clock: a test that
 * spends an allowance and then expects a 429 must not straddle a window's end, or the count starts again
 * midway. Waits out the last five seconds of a minute; the tests that use it take well under that.
 */
export async function awayFromMinuteEnd(): Promise<void> {
  const intoMinute = Date.now() % 60_000;
  if (intoMinute > 55_000) await new Promise((resolve) => setTimeout(resolve, 60_000 - intoMinute + 100));
}
