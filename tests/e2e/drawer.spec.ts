import { expect, test } from '@playwright/test';

test.use({ viewport: { width: 390, height: 844 } });

test('on a phone the drawer opens from the menu button, keeps focus inside and closes on Escape', async ({ page }) => {
  await page.goto('/');
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: 'Menu', exact: true })).toBeHidden();

  const toggle = page.getByRole('button', { name: 'Open menu' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.focus();
  await page.keyboard.press('Enter');

  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  for (const link of ['Menu', 'About', 'Contact', 'Reservations', 'Orders', 'Login', 'Sign Up']) {
    await expect(drawer.getByRole('link', { name: link, exact: true })).toBeVisible();
  }

  // Focus starts inside and never leaves, forwards or backwards, however long one tabs.
  const focusInDrawer = () => page.evaluate(() => Boolean(document.activeElement?.closest('#site-drawer')));
  expect(await focusInDrawer()).toBe(true);
  for (let i = 0; i < 15; i++) {
    await page.keyboard.press('Tab');
    expect(await focusInDrawer()).toBe(true);
  }
  for (let i = 0; i < 15; i++) {
    await page.keyboard.press('Shift+Tab');
    expect(await focusInDrawer()).toBe(true);
  }

  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toBeFocused();
});

test('the drawer closes from its close button, and its links navigate', async ({ page }) => {
  await page.goto('/');
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('button', { name: 'Close menu' }).click();
  await expect(drawer).toBeHidden();

  await page.getByRole('button', { name: 'Open menu' }).click();
  await drawer.getByRole('link', { name: 'Orders' }).click();
  await expect(page).toHaveURL('/orders');
  // The page itself, not only its address (a 404 page would pass that): signed out, the login prompt.
  await expect(page.getByRole('heading', { name: 'Your orders', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Please log in' })).toBeVisible();
});
