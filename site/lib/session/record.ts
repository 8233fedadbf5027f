// What the signed-in state is, by name (README.md beside this file): the record the store keeps, the
// localStorage keys it and the kept token live under, and the <html> attributes the CSS reads. The inline
// scripts that run before the first paint take their names from here (Header.astro, pages/cart.astro), so a
// name changed here changes everywhere but in the CSS selectors, which the README lists. No imports: the
// header's inline script is built from this module's source at build time.

// SPEC §3 "Auth state (client)" and §4 "Auth": the signed-in user's record, or null.
export interface SessionUser {
  userId: string;
  name: string;
  email: string;
  /** Saved on the profile; checkout's delivery form starts from them. */
  phone: string;
  address: string;
  photoUrl: string;
  /** Staff run the evening (dashboard, kitchen); an admin also sees the money and manages staff. */
  role: 'user' | 'staff' | 'admin';
  /**
   * The address the provider has verified, where the restaurant's mails go; null until proven. Undefined in a
   * session stored before it was kept: unknown until the record is read again.
   */
  verifiedEmail?: string | null;
}

export interface Session {
  user: SessionUser | null;
  isAuthenticated: boolean;
}

/** localStorage: the session's record (JSON of `Session`), so every page renders the signed-in header at once. */
export const SESSION_KEY = 'session';
/** localStorage: when the API last gave the record (store.ts, `CONFIRM_EVERY_MS`). */
export const CHECKED_KEY = 'session-checked';
/** localStorage: the kept ID token (kept-token.ts). */
export const TOKEN_KEY = 'id-token';
/** `<html data-session="user|admin">` (admin for staff too: the dashboard's links), absent signed out: set before the first paint, then by header.ts. */
export const SESSION_MARK = 'session';
/** `<html data-foreseen>`: the page foresaw what a signed-in guest will see (the cart's empty view). */
export const FORESEEN_MARK = 'foreseen';

/**
 * Marks `<html data-{mark}>` for a session: `admin` or `user` signed in, absent signed out. The header's view
 * calls it on every change (header.ts); the header's inline script runs its source before the first paint
 * (storedSessionScript), so it may use nothing from outside itself.
 */
export function markSession(html: HTMLElement, mark: string, session: Session | null): void {
  if (session && session.isAuthenticated && session.user) html.dataset[mark] = session.user.role === 'admin' || session.user.role === 'staff' ? 'admin' : 'user';
  else html.removeAttribute(`data-${mark}`);
}

/**
 * The header's inline script (Header.astro): before the header paints, signed in or not (and admin or not),
 * from the session the last sign-in stored. Built from markSession's own source and this module's names.
 */
export function storedSessionScript(): string {
  return `try { (${markSession.toString()})(document.documentElement, ${JSON.stringify(SESSION_MARK)}, JSON.parse(localStorage.getItem(${JSON.stringify(SESSION_KEY)}) || 'null')); } catch (error) {}`;
}

/**
 * Writes the stored session's name (its e-mail if it has none) into `target`, as header.ts will: the bar's
 * profile link has its width at the first paint, and the links beside it do not move when the shell starts.
 * Its source runs in an inline script (storedNameScript), so it may use nothing from outside itself.
 */
export function showStoredName(target: Element | null, key: string): void {
  const session = JSON.parse(localStorage.getItem(key) || 'null') as Session | null;
  if (target && session && session.isAuthenticated && session.user) target.textContent = session.user.name || session.user.email;
}

/** The bar's inline script just after its name (header/Account.astro): the element before it gets the stored name. */
export function storedNameScript(): string {
  return `try { (${showStoredName.toString()})(document.currentScript.previousElementSibling, ${JSON.stringify(SESSION_KEY)}); } catch (error) {}`;
}
