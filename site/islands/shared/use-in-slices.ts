import { useEffect, useState } from 'react';

/**
 * A long list written to the page a slice at a time: the first `size` items at once, then `size` more in each
 * following task, until all are shown. React commits a render whole, however it was rendered, and the
 * browser then styles and lays out every new row in that one task: the dashboard's 25 rows at once made the
 * island's longest task 42-45 ms on this machine (about 170 ms on Lighthouse's phone); three at a time, 25 ms
 * (docs/performance.md, "The dashboard's rows written a slice at a time").
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
