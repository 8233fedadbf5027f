import { useCallback, useEffect, useState } from 'react';
import type { ServiceStatus } from '#contract/service';
import { followStatus, readStatus } from '../../lib/tonight/status';

/**
 * Tonight's service while the cart is open (lib/tonight/status.ts): read at once, again while the page is visible,
 * and on `refresh` (after the Worker refused a dish). Null until the first answer, or while it cannot be read: the
 * Worker still refuses at checkout what the cart could not flag.
 */
export function useServiceStatus(): { status: ServiceStatus | null; refresh: () => void } {
  const [status, setStatus] = useState<ServiceStatus | null>(null);
  useEffect(() => followStatus(setStatus), []);
  const refresh = useCallback(() => void readStatus().then((fresh) => fresh && setStatus(fresh)), []);
  return { status, refresh };
}
