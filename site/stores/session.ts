import { persistentAtom } from '@nanostores/persistent';

// SPEC §3 "Auth state (client)" and §4 "Auth": the signed-in user's record, or null. Kept in localStorage
// (key `session`) so every page renders the signed-in header at once; the identity provider confirms it.
export interface SessionUser {
  userId: string;
  name: string;
  email: string;
  /** Saved on the profile; checkout's delivery form starts from them. */
  phone: string;
  address: string;
  photoUrl: string;
  role: 'user' | 'admin';
}

export interface Session {
  user: SessionUser | null;
  isAuthenticated: boolean;
}

export const $session = persistentAtom<Session>(
  'session',
  { user: null, isAuthenticated: false },
  { encode: JSON.stringify, decode: JSON.parse },
);

export function login(user: SessionUser): void {
  $session.set({ user, isAuthenticated: true });
}

export function logout(): void {
  $session.set({ user: null, isAuthenticated: false });
}
