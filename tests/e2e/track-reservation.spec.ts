import { expect, type Page, test } from '@playwright/test';
import { AxeBuilder } from '@axe-core/playwright';
import { createProviderAccount, DEMO_ADMIN, idToken } from './support/accounts';

// SPEC §2 "Track reservation", §4 "Reservation status" and §5: public, by URL or by input.
test.describe.configure({ timeout: 120_000 });

/** Tomorrow on the restaurant's calendar (Chattogram, UTC+6). */
const tomorrow = () => new Date(Date.now() + 6 * 3_600_000 + 86_400_000).toISOString().slice(0, 10);

/** A booking made through the API by a new guest, as the booking screen will make it. */
async function book(page: Page): Promise<{ id: string; table: number }> {
  const guest = await createProviderAccount('Farhana Akter');
  const response = await page.request.post('/api/reservation/create-reservation', {
    headers: { Authorization: `Bearer ${await idToken(guest)}` },
    data: { userId: guest.uid, name: 'Farhana Akter', email: guest.email, phone: '01819000222', date: tomorrow(), time: '19:30', guests: 2, table: 4 },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { reservation: { id: string; table: number } }).reservation;
}

test('the empty and not-found messages', async ({ page }) => {
  await page.goto('/track-reservation');
  await page.getByRole('button', { name: 'Track Reservation' }).click();
  await expect(page.getByText('Please enter a reservation ID')).toBeVisible();
  await page.getByRole('textbox', { name: 'Reservation ID' }).fill('zzzz-zzzz-zzzz');
  await page.getByRole('button', { name: 'Track Reservation' }).click();
  await expect(page.getByText('Reservation not found. Please check the reservation ID and try again.')).toBeVisible();
  await expect(page).toHaveURL('/track-reservation/ZZZZZZZZZZZZ');
});

test('by URL and by input: the booking written out, its status in its own style, and no axe violations', async ({ page }) => {
  const { id, table } = await book(page);
  await page.goto(`/track-reservation/${id}`);
  await expect(page.getByRole('heading', { name: `Reservation ${id}` })).toBeVisible();
  const written = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(`${tomorrow()}T00:00:00Z`));
  await expect(page.getByText(written)).toBeVisible();
  await expect(page.getByText('7:30 PM')).toBeVisible();
  await expect(page.getByText(new RegExp(`^${table} · (Window|Booth|Center|Corner|Roof Top)$`))).toBeVisible();
  await expect(page.getByText('Your reservation is pending confirmation. An e-mail follows once it is confirmed.')).toBeVisible();
  await expect(page.locator('.badge')).toHaveClass(/badge--pending/);
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);

  await page.goto('/track-reservation');
  await page.getByRole('textbox', { name: 'Reservation ID' }).fill(`${id.slice(0, 6).toLowerCase()} ${id.slice(6)}`);
  await page.getByRole('button', { name: 'Track Reservation' }).click();
  await expect(page).toHaveURL(`/track-reservation/${id}`);
  await expect(page.getByRole('heading', { name: `Reservation ${id}` })).toBeVisible();

  // The restaurant confirms, then cancels: each status in its own style; cancelled in the red one.
  const admin = { Authorization: `Bearer ${await idToken(DEMO_ADMIN)}` };
  for (const [status, style] of [
    ['confirmed', /badge--confirmed/],
    ['cancelled', /badge--cancelled/],
  ] as const) {
    expect((await page.request.put(`/api/reservation/update-reservation/${id}`, { headers: admin, data: { status } })).status()).toBe(200);
    await page.reload();
    await expect(page.locator('.badge')).toHaveText(status === 'confirmed' ? 'Confirmed' : 'Cancelled');
    await expect(page.locator('.badge')).toHaveClass(style);
  }
});
