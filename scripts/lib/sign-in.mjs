// Signing a bench's browser in as a demo account, through the site's own login form, as a guest would.

/** Signs `page` in at `url` as `account` (one of DEMO_ACCOUNTS), starting from an empty origin. */
export async function signIn(page, url, account) {
  await (await page.context().newCDPSession(page)).send('Storage.clearDataForOrigin', { origin: url, storageTypes: 'all' });
  await page.goto(`${url}/login`);
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL(`${url}/`);
  await page.locator('html[data-session]').waitFor({ state: 'attached' });
}
