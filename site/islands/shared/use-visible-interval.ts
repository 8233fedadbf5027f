import { useEffect, useRef } from 'react';

/**
 * Calls `tick` every `ms` while the tab is visible, and once at once when it becomes visible again (the
 * figures are then as fresh as if it had never been hidden). Nothing runs in a hidden tab.
 */
export function useVisibleInterval(tick: () => void, ms: number): void {
  const latest = useRef(tick);
  useEffect(() => {
    latest.current = tick;
  });
  useEffect(() => {
    let timer: number | undefined;
    const start = () => {
      window.clearInterval(timer);
      timer = document.visibilityState === 'visible' ? window.setInterval(() => latest.current(), ms) : undefined;
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') latest.current();
      start();
    };
    start();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [ms]);
}
