// Tonight's state (a dish sold out, the kitchen paused) matters to a guest once the dishes are on screen, not
// before: the status script, its chunks and its first request wait until the page is idle, so they take nothing
// from the first paint or the main thread while the page loads (`npm run bench:pages`: with them loaded at once,
// /menu read 99 with 123 ms of blocking time and five more requests at the start). A switch still shows within a
// few seconds of the page settling, and then within the poll's 15 s.
export function followTonightWhenIdle(root: Document): void {
  const start = () => void import('./dish-marks').then(({ followTonight }) => followTonight(root)).catch(() => {});
  if ('requestIdleCallback' in window) window.requestIdleCallback(start, { timeout: 4000 });
  else setTimeout(start, 2000);
}
