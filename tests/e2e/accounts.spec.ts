import { expect, type Page, test } from '@playwright/test';
import { createProviderAccount, DEMO_ADMIN, DEMO_GUEST, freshEmail, serveGapi, signIn, signInWithPopup } from './support/accounts';
import { observeLayoutShifts, readShifts } from './support/layout-shift';
import { queryD1 } from './support/stack';

interface UserRow {
  user_id: string;
  name: string;
  email: string;
  phone: string;
  address: string;
  role: string;
  created_at: number;
}

const usersWithEmail = (email: string) => queryD1<UserRow>(`SELECT user_id, name, email, phone, address, role, created_at FROM users WHERE email = '${email}'`);

test.describe('registration', () => {
  test('a new guest registers, lands on / with their name in the header, and is created once', async ({ page }) => {
    const email = freshEmail('register');
    const creations: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/user/create-user')) creations.push(request.method());
    });

    await page.goto('/signup');
    await page.getByLabel('Name').fill('Sadia Islam');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill('river-view-2026');
    await page.getByLabel('Confirm password').fill('river-view-2026');
    await page.getByRole('button', { name: 'Sign Up' }).click();

    await page.waitForURL('/');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Sadia Islam' })).toHaveAttribute('href', '/profile');
    await expect(header.getByRole('link', { name: 'Login' })).toBeHidden();
    await expect(header.getByRole('link', { name: 'Admin Dashboard' })).toBeHidden();

    // Reloads and a second sign-in find the record; they never create it again.
    await page.reload();
    await expect(header.getByRole('link', { name: 'Sadia Islam' })).toBeVisible();
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('/');
    await signIn(page, { email, password: 'river-view-2026' });
    await page.reload();
    await expect(header.getByRole('link', { name: 'Sadia Islam' })).toBeVisible();

    expect(creations).toEqual(['POST']);
    const rows = await usersWithEmail(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: 'Sadia Islam', role: 'user' });
  });

  test('each rule shows its message under its field, and nothing is sent', async ({ page }) => {
    await page.goto('/signup');
    await page.getByLabel('Name').fill('S');
    await page.getByLabel('Email', { exact: true }).fill('sadia@');
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByLabel('Confirm password').fill('shorter');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByText('Name must be at least 2 characters')).toBeVisible();
    await expect(page.getByText('Please enter a valid email')).toBeVisible();
    await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
    await expect(page.getByLabel('Name')).toBeFocused();

    await page.getByLabel('Name').fill('Sadia Islam');
    await page.getByLabel('Email', { exact: true }).fill('sadia@example.com');
    await page.getByLabel('Password', { exact: true }).fill('river-view-2026');
    await page.getByLabel('Confirm password').fill('river-view-2025');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByText("Passwords don't match")).toBeVisible();
    await expect(page.getByLabel('Confirm password')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Name must be at least 2 characters')).toBeHidden();
    expect(page.url()).toMatch(/\/signup$/);
  });

  test('an e-mail already registered, and a password the provider finds weak, say so', async ({ page }) => {
    await page.goto('/signup');
    await page.getByLabel('Name').fill('Nusrat Again');
    await page.getByLabel('Email', { exact: true }).fill(DEMO_GUEST.email);
    await page.getByLabel('Password', { exact: true }).fill('password123');
    await page.getByLabel('Confirm password').fill('password123');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByRole('alert')).toHaveText('This email is already registered. Please log in or use a different email to sign up.');

    // Production's password policy (stronger than the emulator's six characters) refuses a password the
    // form accepts: the provider's real refusal, WEAK_PASSWORD, is answered for this one request.
    await page.route('**/identitytoolkit.googleapis.com/v1/accounts:signUp**', (route) =>
      route.fulfill({ status: 400, json: { error: { code: 400, message: 'WEAK_PASSWORD : Password must contain an upper case character', errors: [] } } }),
    );
    await page.getByLabel('Email', { exact: true }).fill(freshEmail('weak'));
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByRole('alert')).toHaveText('The password is too weak. Please use a stronger password.');
    // The guest's entries are still there to correct.
    await expect(page.getByLabel('Name')).toHaveValue('Nusrat Again');
  });
});

test.describe('login', () => {
  test('the form rules, then a wrong password, show their messages', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByText('Please enter a valid email')).toBeVisible();
    await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();

    await page.getByLabel('Email', { exact: true }).fill(DEMO_GUEST.email);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid credentials. Please check your email and password.');
    await expect(page.getByText('Please enter a valid email')).toBeHidden();
    expect(page.url()).toMatch(/\/login$/);
  });

  test("the form's checks load once the guest reaches for it; offline before then, the alert says so and the entries stay", async ({ page, context }) => {
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeEnabled();
    await context.setOffline(true);
    await page.getByLabel('Email', { exact: true }).fill('not-an-email');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('Unexpected error. Please try again.');
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue('not-an-email');

    await context.setOffline(false);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByText('Please enter a valid email')).toBeVisible();
    await expect(page.getByRole('alert')).toBeHidden();
  });

  test('an account the site has not seen yet gets its record at the first sign-in', async ({ page }) => {
    const account = await createProviderAccount('Imran Hossain');
    await signIn(page, account);
    const [row] = await usersWithEmail(account.email);
    expect(row).toMatchObject({ user_id: account.uid, name: 'Imran Hossain', role: 'user' });
  });

  test('signed in already: /login and /signup say so from the first paint and offer the way home', async ({ page }) => {
    await signIn(page, DEMO_GUEST);
    // A phone's screen, where the form giving way to the shorter card pulled the footer up into view.
    await page.setViewportSize({ width: 412, height: 823 });
    await page.addInitScript(observeLayoutShifts);
    for (const path of ['/login', '/signup']) {
      await page.goto(path);
      await expect(page.getByText(`Welcome back, ${DEMO_GUEST.name}.`)).toBeVisible();
      await expect(page.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
      await expect(page.getByLabel('Password', { exact: true })).toHaveCount(0);
      // The card was the first paint: nothing moved when the island learned who is here.
      expect(await readShifts(page)).toEqual({ shift: 0, moved: [] });
    }
    // Before any script file arrives, the page's mark of the stored session already shows the card, not the form.
    await page.route(/\/_astro\/.*\.js$/, (route) => route.abort());
    for (const path of ['/login', '/signup']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'You’re already signed in' })).toBeVisible();
      await expect(page.getByLabel('Password', { exact: true })).toBeHidden();
    }
  });

  for (const provider of ['Google', 'Facebook'] as const) {
    test(`Continue with ${provider}: the emulator's popup signs in and the user is created`, async ({ page, context }) => {
      await serveGapi(context);
      const account = { name: `${provider} Guest`, email: freshEmail(provider.toLowerCase()) };
      await page.goto('/login');
      const popup = await signInWithPopup(page, provider, account);
      expect(popup.url()).toContain(`providerId=${provider.toLowerCase()}.com`);
      await page.waitForURL('/');
      await expect(page.getByRole('banner').getByRole('link', { name: account.name })).toBeVisible();
      const rows = await usersWithEmail(account.email);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ name: account.name, role: 'user' });
    });
  }

  test('closing the social popup shows nothing and leaves the guest on /login', async ({ page, context }) => {
    await serveGapi(context);
    await page.goto('/login');
    const popupOpened = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await (await popupOpened).close();
    await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeEnabled({ timeout: 15_000 });
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(page.url()).toMatch(/\/login$/);
  });
});

test('a blocked popup tells the guest to allow pop-ups', async ({ page, context }) => {
  await serveGapi(context);
  // The browser's popup blocker: window.open gives nothing back.
  await page.addInitScript(() => {
    window.open = () => null;
  });
  await page.goto('/login');
  await page.getByRole('button', { name: 'Continue with Facebook' }).click();
  await expect(page.getByRole('alert')).toHaveText('Your browser blocked the sign-in window. Please allow pop-ups for this site and try again.');
  await expect(page.getByRole('button', { name: 'Continue with Facebook' })).toBeEnabled();
});

test.describe('header and profile', () => {
  test('the admin sees Admin Dashboard in the header and on the profile; a guest does not', async ({ page }) => {
    await signIn(page, DEMO_ADMIN);
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Admin Dashboard' })).toHaveAttribute('href', '/admin');
    await page.goto('/profile');
    await expect(page.getByRole('main').getByRole('link', { name: 'Admin Dashboard' })).toBeVisible();

    await page.getByRole('main').getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('/');
    await signIn(page, DEMO_GUEST);
    await expect(header.getByRole('link', { name: 'Admin Dashboard' })).toBeHidden();
    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: DEMO_GUEST.name })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Admin Dashboard' })).toHaveCount(0);
  });

  test('between pages the stored session is trusted for ten minutes; then the provider is asked again, and ends one it does not know', async ({ page, browser }) => {
    const provider: string[] = [];
    page.on('request', (request) => {
      if (/\/_astro\/firebase\.[^/]+\.js$/.test(request.url())) provider.push(request.url());
    });
    // The header asks when the page is idle: an idle callback queued after it runs after it.
    const idle = () => page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve, 300), { timeout: 6000 })));
    await signIn(page, DEMO_GUEST);
    provider.length = 0;
    for (const path of ['/menu', '/about', '/']) {
      await page.goto(path);
      await idle();
    }
    expect(provider).toEqual([]);

    const eleven = Date.now() - 11 * 60_000;
    await page.evaluate((at) => localStorage.setItem('session-checked', String(at)), eleven);
    await page.goto('/menu');
    await expect.poll(() => provider.length).toBeGreaterThan(0);
    await expect.poll(() => page.evaluate(() => Number(localStorage.getItem('session-checked')))).toBeGreaterThan(eleven + 60_000);
    await expect(page.getByRole('banner').getByRole('link', { name: DEMO_GUEST.name })).toBeVisible();

    // A session stored in a browser the provider has never seen (or has signed out since) is ended.
    const stranger = await browser.newPage();
    await stranger.goto('/menu');
    await stranger.evaluate((user) => localStorage.setItem('session', JSON.stringify({ isAuthenticated: true, user })), { userId: 'gone', name: 'Gone Guest', email: 'gone@example.com', phone: '', address: '', photoUrl: '', role: 'user' });
    await stranger.goto('/menu');
    await expect(stranger.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
    expect(JSON.parse((await stranger.evaluate(() => localStorage.getItem('session'))) ?? '{}')).toEqual({ user: null, isAuthenticated: false });
    await stranger.close();
  });

  test("a personal page asks the API with the kept token, in this tab or a new one, without the provider; a token the API refuses gives way to the provider's", async ({ page }) => {
    const provider: string[] = [];
    const watch = (tab: Page) =>
      tab.on('request', (request) => {
        if (/\/_astro\/firebase\.[^/]+\.js$/.test(request.url())) provider.push(request.url());
      });
    watch(page);
    await signIn(page, DEMO_GUEST);
    provider.length = 0;
    await page.goto('/orders');
    await expect(page.getByRole('list', { name: 'Your orders, newest first' })).toBeVisible();
    // The profile reads the record afresh (a phone changed on another device), still without the provider.
    const phone = `0181${String(Date.now()).slice(-7)}`;
    await queryD1(`UPDATE users SET phone = '${phone}' WHERE email = '${DEMO_GUEST.email}'`);
    await page.goto('/profile');
    await expect(page.getByRole('region', { name: 'Edit Profile' }).getByLabel('Phone')).toHaveValue(phone);
    // A new tab (a link from an e-mail, say) has the kept token too.
    const fresh = await page.context().newPage();
    watch(fresh);
    await fresh.goto('/orders');
    await expect(fresh.getByRole('list', { name: 'Your orders, newest first' })).toBeVisible();
    await fresh.close();
    expect(provider).toEqual([]);

    // A token shaped right for this user, which the Worker cannot verify: refused, then the provider's is used.
    const refused = await page.evaluate(() => {
      const { user } = JSON.parse(localStorage.getItem('session') ?? '{}') as { user: { userId: string } };
      const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
      const forged = `${part({ alg: 'RS256', kid: 'none' })}.${part({ sub: user.userId, exp: Math.floor(Date.now() / 1000) + 3600 })}.c2lnbmF0dXJl`;
      localStorage.setItem('id-token', forged);
      return forged;
    });
    const statuses: number[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/api/order/fetch-user-orders/')) statuses.push(response.status());
    });
    await page.goto('/orders');
    await expect(page.getByRole('list', { name: 'Your orders, newest first' })).toBeVisible();
    expect(statuses).toEqual([401, 200]);
    expect(provider.length).toBeGreaterThan(0);
    const kept = await page.evaluate(() => localStorage.getItem('id-token'));
    expect(kept).toBeTruthy();
    expect(kept).not.toBe(refused);

    // A logout in another tab forgets it, and this tab's next personal page asks as a signed-out guest would.
    const other = await page.context().newPage();
    await other.goto('/profile');
    await other.getByRole('main').getByRole('button', { name: 'Logout' }).click();
    await other.waitForURL('/');
    await other.close();
    expect(await page.evaluate(() => localStorage.getItem('id-token'))).toBeNull();
    await page.goto('/orders');
    await expect(page.getByRole('heading', { name: 'Please log in' })).toBeVisible();
  });

  test('the cart badge shows the item count only above 0', async ({ page }) => {
    await signIn(page, DEMO_GUEST);
    const cart = page.getByRole('banner').getByRole('link', { name: /^Cart/ });
    await expect(cart).toHaveAccessibleName('Cart');
    await page.getByRole('button', { name: /Add to Order/ }).first().click();
    await page.getByRole('button', { name: /Add to Order/ }).nth(1).click();
    await expect(cart).toHaveAccessibleName('Cart, 2 items');
    await expect(cart.getByText('2')).toBeVisible();
  });

  test('logout clears the header and goes to /; the cart stays', async ({ page }) => {
    await signIn(page, DEMO_GUEST);
    await page.getByRole('button', { name: /Add to Order/ }).first().click();
    await page.goto('/profile');
    await page.getByRole('main').getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('/');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(header.getByRole('link', { name: DEMO_GUEST.name })).toBeHidden();
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('session'))) ?? '{}')).toEqual({ user: null, isAuthenticated: false });
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('cart-storage'))) ?? '{}')).toMatchObject({ totalItems: 1 });
    // The provider's session ended too: a fresh visit to /profile asks for a login.
    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'Please log in' })).toBeVisible();
  });

  test('signed out, /profile shows the login prompt with a way to /login', async ({ page }) => {
    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'Please log in' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  });

  test('the profile edits are checked, saved, and still there after a reload', async ({ page }) => {
    const account = await createProviderAccount('Rafiq Ahmed');
    await signIn(page, account);
    await page.goto('/profile');
    const form = page.getByRole('region', { name: 'Edit Profile' });
    await form.getByLabel('Name').fill('R');
    await form.getByLabel('Phone').fill('01711');
    await form.getByLabel('Address').fill('Rd');
    await form.getByRole('button', { name: 'Save Changes' }).click();
    await expect(form.getByText('Name must be at least 2 characters')).toBeVisible();
    await expect(form.getByText('Phone number must be at least 10 digits')).toBeVisible();
    await expect(form.getByText('Address must be at least 5 characters')).toBeVisible();

    await form.getByLabel('Name').fill('Rafiq Ahmed Chowdhury');
    await form.getByLabel('Phone').fill('01819123456');
    await form.getByLabel('Address').fill('Flat 4B, 22 CDA Avenue, Nasirabad');
    await form.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Profile updated successfully')).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Rafiq Ahmed Chowdhury' })).toBeVisible();

    await page.reload();
    await expect(form.getByLabel('Phone')).toHaveValue('01819123456');
    await expect(form.getByLabel('Address')).toHaveValue('Flat 4B, 22 CDA Avenue, Nasirabad');
    const [row] = await usersWithEmail(account.email);
    expect(row).toMatchObject({ name: 'Rafiq Ahmed Chowdhury', phone: '01819123456', address: 'Flat 4B, 22 CDA Avenue, Nasirabad' });
  });

  test('a failed update says so with the reason, and keeps the edits', async ({ page }) => {
    await signIn(page, DEMO_GUEST);
    await page.goto('/profile');
    const form = page.getByRole('region', { name: 'Edit Profile' });
    await expect(form.getByLabel('Phone')).toHaveValue(/\d{10}/);
    // The connection drops as the guest saves.
    await page.route('**/api/user/update-user/', (route) => route.abort('internetdisconnected'));
    await form.getByLabel('Address').fill('Somewhere new, Agrabad');
    await form.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText(/^Failed to update profile\. Please try again: .+/)).toBeVisible();
    await expect(form.getByLabel('Address')).toHaveValue('Somewhere new, Agrabad');
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the drawer shows the profile block, and Logout works', async ({ page }) => {
    await signIn(page, DEMO_GUEST);
    // On a phone the bar keeps only the cart; the name lives in the drawer.
    await expect(page.getByRole('banner').getByRole('link', { name: DEMO_GUEST.name })).toBeHidden();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Cart' })).toBeVisible();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer.getByRole('link', { name: new RegExp(DEMO_GUEST.name) })).toHaveAttribute('href', '/profile');
    await expect(drawer.getByText(DEMO_GUEST.email)).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Login' })).toBeHidden();
    await drawer.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(drawer.getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Logout' })).toBeHidden();
  });
});
