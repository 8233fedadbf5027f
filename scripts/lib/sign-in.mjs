// Signing a bench's browser in as a demo account, through the site's own login form, as a guest would.

/**
 * Signs `page`'s browser out of the site at `url`: the origin's whole storage emptied, the session's IndexedDB
 * included. Lighthouse's own reset between runs leaves cookies, localStorage and IndexedDB as they are (its
 * `clearStorageTypes`, so that a signed-in audit stays signed in), so a signed-out pass that follows a signed-in
 * one must sign out first.
 */
export async function signOut(page, url) {
  await (await page.context().newCDPSession(page)).send('Storage.clearDataForOrigin', { origin: url, storageTypes: 'all' });
}

/** Signs `page` in at `url` as `account` (one of DEMO_ACCOUNTS), starting from an empty origin. */
export async function signIn(page, url, account) {
  await signOut(page, url);
  await page.goto(`${url}/login`);
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL(`${url}/`);
  await page.locator('html[data-session]').waitFor({ state: 'attached' });
}
