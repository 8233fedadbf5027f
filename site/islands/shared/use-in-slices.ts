import { useEffect, useState } from 'react';

/**
 * A long list written a slice at a time: the first `size` items at once, then `size` more in each following
 * task, until all are shown. Each slice is a short task, so a phone can answer a tap between them, and its
 * first screen of rows does not wait for the last (the dashboard's 25 rows written at once were one task of
 * about 150 ms on Lighthouse's phone). React's own `startTransition` slices a render too, but commits it at once,
 * and its rows are written to the page in one task; this hook writes each slice. What is shown never shrinks: a
 * list that grows or changes keeps its rows on screen, and only the part beyond them comes in slices.
 */
export function useInSlices<T>(items: readonly T[] | null, size: number): readonly T[] | null {
  const [count, setCount] = useState(size);
  const total = items?.length ?? 0;
  useEffect(() => {
    if (count >= total) return undefined;
    const next = setTimeout(() => setCount((shown) => shown + size), 0);
    return () => clearTimeout(next);
  }, [count, total, size]);
  if (!items || count >= items.length) return items;
  return items.slice(0, count);
}
