import { persistentAtom } from '@nanostores/persistent';

// SPEC §3 "Auth state (client)": the signed-in user's record, or null. The accounts feature fills it from
// the identity provider; everything else only reads it.
export interface SessionUser {
  userId: string;
  name: string;
  email: string;
  photoUrl: string;
  role: string;
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
