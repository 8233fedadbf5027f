import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { type Browser, type BrowserContext, expect, type Page } from '@playwright/test';
import { authHost } from './stack';

const PROJECT_ID = 'demo-karnaphuli';

export const DEMO_GUEST = { email: 'guest@example.com', password: 'password123', name: 'Nusrat Jahan' };
export const DEMO_ADMIN = { email: 'admin@example.com', password: 'password123', name: 'Tanvir Rahman' };
export const DEMO_STAFF = { email: 'staff@example.com', password: 'password123', name: 'Sumi Akter' };

/** An e-mail no other test (or earlier run) has used. */
export function freshEmail(label: string): string {
  return `${label}-${randomUUID().slice(0, 8)}@example.com`;
}

/**
 * A new account in the Auth emulator only, as if created elsewhere; the site creates its user record. Its address
 * is verified, as a Google sign-in's or an opened verification link's is, so the restaurant writes to it; with
 * `verified: false` it is an e-mail sign-up whose link was never opened.
 */
export async function createProviderAccount(name: string, email = freshEmail('guest'), password = 'password123', { verified = true } = {}) {
  const response = await fetch(`http://${authHost}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password, displayName: name, returnSecureToken: true }),
  });
  if (!response.ok) throw new Error(`signUp failed: ${await response.text()}`);
  const { localId } = (await response.json()) as { localId: string };
  if (verified) {
    // The emulator's admin call (as the project's owner), standing in for the provider's verification.
    const update = await fetch(`http://${authHost}/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts:update`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: 'Bearer owner' },
      body: JSON.stringify({ localId, emailVerified: true }),
    });
    if (!update.ok) throw new Error(`Verifying ${email} failed: ${await update.text()}`);
  }
  return { uid: localId, name, email, password };
}

/** Signs in through /login, as a guest would, and waits for the signed-in header on /. */
export async function signIn(page: Page, { email, password }: { email: string; password: string }) {
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL('/');
  await expect(page.locator('html')).toHaveAttribute('data-session', /^(user|admin)$/);
}

/**
 * Google's gapi loader, which Firebase's popup flow and the emulator's helper frame fetch from
 * apis.google.com, is out of reach offline: serve the stand-in (see gapi-iframes.js).
 */
export async function serveGapi(context: BrowserContext) {
  const body = readFileSync(new URL('./gapi-iframes.js', import.meta.url), 'utf8');
  await context.route('https://apis.google.com/**', (route) => route.fulfill({ contentType: 'text/javascript', body }));
}

/** Continue with Google or Facebook, and pick a new account in the emulator's sign-in popup. */
export async function signInWithPopup(page: Page, provider: 'Google' | 'Facebook', account: { name: string; email: string }) {
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: `Continue with ${provider}` }).click();
  const popup = await popupOpened;
  // The provider's window is 500×600, as SPEC §2 has it.
  expect(await popup.evaluate(() => [window.outerWidth, window.outerHeight])).toEqual([500, 600]);
  await popup.locator('#add-account-button').click();
  await popup.locator('#email-input').fill(account.email);
  await popup.locator('#display-name-input').fill(account.name);
  await popup.locator('#sign-in').click();
  return popup;
}

/** A new guest, signed in through /login as a person would (the site creates their record). */
export async function signInAsNewGuest(page: Page, name = 'Rafiq Chowdhury') {
  const account = await createProviderAccount(name);
  await signIn(page, account);
  return account;
}

/** An ID token from the Auth emulator, for calling the API as that person (an admin changing a status). */
export async function idToken({ email, password }: { email: string; password: string }): Promise<string> {
  const response = await fetch(`http://${authHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  if (!response.ok) throw new Error(`signInWithPassword failed: ${await response.text()}`);
  return ((await response.json()) as { idToken: string }).idToken;
}

/** The demo admin's dashboard, open in a browser context of its own (beside a guest's page). */
export async function asAdmin(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, DEMO_ADMIN);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Admin Dashboard', level: 1 })).toBeVisible();
  return page;
}
