import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { $session, type Session } from './store';

/**
 * The session, or undefined until the island has mounted. The page was rendered at build time, when no one
 * is signed in; reading the stored session only after mounting keeps hydration and the build's HTML equal.
 */
export function useMountedSession(): Session | undefined {
  const session = useStore($session);
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted ? session : undefined;
}
