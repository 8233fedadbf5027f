import { useEffect, useState } from 'react';

/**
 * A long list written to the page a slice at a time: the first `size` items at once, then `size` more in each
 * following task, until all are shown. React renders a transition in slices, but commits it whole, and the
 * browser then styles and lays out every new row in that one task: the dashboard's 25 rows made a task of
 * 27-37 ms on this machine, well over 100 ms on Lighthouse's phone. Written five at a time, no task of the
 * island's passes about 20 ms (docs/performance.md, "The dashboard's rows written a slice at a time").
 * What is shown never shrinks: a list that grows or changes keeps its rows on screen, and only the part
 * beyond them comes in slices.
 */
export function useInSlices<T>(items: readonly T[] | null, size: number): readonly T[] | null {
  const [count, setCount] = useState(size);
  const total = items?.length ?? 0;
  useEffect(() => {
    if (count >= total) return undefined;
    // A task of its own for each slice, so the browser paints, and answers a tap, between them.
    const next = setTimeout(() => setCount((shown) => shown + size), 0);
    return () => clearTimeout(next);
  }, [count, total, size]);
  if (!items || count >= items.length) return items;
  return items.slice(0, count);
}
