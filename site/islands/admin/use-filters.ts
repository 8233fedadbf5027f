import { useEffect, useMemo, useState } from 'react';

/** `value`, once it has stayed the same for `ms` (a search box asks the server once a person pauses). */
function useDebounced<T>(value: T, ms = 300): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), ms);
    return () => window.clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** A list's search box and status filter, and the query they make with `extra` (what the server is asked). */
export function useFilters<S extends string>(extra: Record<string, string> = {}) {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<S | ''>('');
  const q = useDebounced(search.trim());
  const extraKey = JSON.stringify(extra);
  const query = useMemo(() => ({ ...(JSON.parse(extraKey) as Record<string, string>), ...(q ? { q } : {}), ...(status ? { status } : {}) }), [extraKey, q, status]);
  return { search, setSearch, status, setStatus, query, filtered: Boolean(q || status) };
}
