import { expect, test } from '@playwright/test';
import { baseURL } from '../../playwright.config';
import { createProviderAccount, DEMO_ADMIN, freshEmail, idToken, signIn, signInAsNewGuest } from './support/accounts';
import { addFromMenu, catalogue, type CatalogueDish, checkOutCashOnDelivery, feeOf, published, taka } from './support/cart';
import { allMail, headersOf, mailTo } from './support/inbox';
import { queryD1 } from './support/stack';

// docs/decisions/0001 to 0003: the mails a guest and the restaurant receive, read from the stack's real SMTP server (MailDev),
// caused by what people do in real Chromium.
test.describe.configure({ timeout: 120_000 });

const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const newId = () => Array.from({ length: 12 }, () => alphabet[Math.floor(Math.random() * alphabet.length)]).join('');
const RUN = newId().slice(0, 5);

test('an order placed in the browser: its receipt arrives with the lines, the fee apart, the total and a tracking link that works', async ({ page }) => {
  const guest = await signInAsNewGuest(page, 'Shirin Akhter');
  const dishes = (await catalogue(page)).filter((dish) => dish.available);
  const [first, second] = dishes as [CatalogueDish, CatalogueDish];
  await addFromMenu(page, [first.name, second.name, first.name]);
  await checkOutCashOnDelivery(page, { address: 'House 3, Road 5, Panchlaish, Chattogram', phone: '01819000222' });
  const [order] = await queryD1<{ id: string }>(`SELECT id FROM orders WHERE user_id = '${guest.uid}'`);
  const id = String(order?.id);

  const [receipt] = await mailTo(guest.email, new RegExp(`Your order ${id}`));
  const subtotal = first.price * 2 + second.price;
  const fee = feeOf((await published(page)).areas, 'agrabad');
  expect(receipt?.subject).toBe(`Your order ${id} — Karnaphuli`);
  expect(receipt?.from).toEqual([{ address: 'table@karnaphuli.com.bd', name: 'Karnaphuli' }]);
  for (const part of [receipt?.text, receipt?.html]) {
    expect(part).toContain(`2 × ${first.name}`);
    expect(part).toContain(taka(subtotal));
    // Delivered to Agrabad (support/cart.ts checks out there): its fee, named with the area.
    expect(part).toContain(taka(fee));
    expect(part).toContain('Delivery fee (Agrabad)');
    expect(part).toContain(taka(subtotal + fee));
    expect(part).toContain('Cash On Delivery');
    expect(part).toContain(`${baseURL}/track-order/${id}`);
  }
  // The guest follows the mail's link: the order's own tracking page.
  const link = /href="([^"]*\/track-order\/[^"]+)"/.exec(receipt?.html ?? '')?.[1] ?? '';
  await page.goto(link);
  await expect(page.getByText(id).first()).toBeVisible();
  await expect(page.getByText(`For Shirin`)).toBeVisible();
});

test("the admin confirms a booking: the guest has the received and then the confirmed mail at their account's verified address, never at the one typed with the booking; the dashboard shows both sent", async ({ page }) => {
  const typed = freshEmail('typed');
  // The guest books elsewhere (their own phone); the booking screen's own journey is reservations.spec.ts's.
  const guest = await createProviderAccount(`Kamrul ${RUN}`);
  const { email } = guest;
  const date = new Date(Date.now() + 6 * 3_600_000 + 12 * 86_400_000).toISOString().slice(0, 10);
  const response = await page.request.post('/api/reservation/create-reservation', {
    headers: { Authorization: `Bearer ${await idToken(guest)}` },
    data: { userId: guest.uid, name: `Kamrul ${RUN}`, email: typed, phone: '01711000777', date, time: '20:00', guests: 4, table: 14 },
  });
  expect(response.status()).toBe(201);
  const { reservation } = (await response.json()) as { reservation: { id: string; table: number } };
  const [received] = await mailTo(email, /We have your booking request/);
  expect(received?.text).toContain('Your reservation is pending confirmation. An e-mail follows once it is confirmed.');

  await signIn(page, DEMO_ADMIN);
  await page.goto('/admin');
  await page.getByRole('button', { name: 'Reservations' }).click();
  await page.getByRole('searchbox', { name: 'Search' }).fill(RUN);
  const table = page.getByRole('region', { name: 'Reservations' }).getByRole('table');
  const row = table.getByRole('row').filter({ hasText: `Kamrul ${RUN}` });
  await row.getByRole('combobox', { name: `Status of reservation ${reservation.id}` }).selectOption('confirmed');
  await expect(page.getByText('Reservation updated successfully')).toBeVisible();

  const [confirmed] = await mailTo(email, /Your table is confirmed/);
  expect(confirmed?.to).toEqual([{ address: email, name: `Kamrul ${RUN}` }]);
  for (const part of [confirmed?.text, confirmed?.html]) {
    expect(part).toContain('Your table is confirmed. We look forward to welcoming you.');
    expect(part).toContain('4 guests');
    expect(part).toContain(`Table ${reservation.table}`);
    expect(part).toContain('8:00 PM');
    expect(part).toContain(`${baseURL}/track-reservation/${reservation.id}`);
  }

  await row.getByRole('button', { name: `Open reservation ${reservation.id}` }).click();
  const mails = page.getByRole('dialog', { name: `Reservation ${reservation.id}` }).getByRole('region', { name: 'Guest e-mails' });
  await expect(mails.getByRole('listitem')).toHaveCount(2);
  await expect(mails.getByRole('listitem').nth(0)).toContainText('Booking received');
  await expect(mails.getByRole('listitem').nth(1)).toContainText('Booking confirmed');
  await expect(mails.getByText('Sent')).toHaveCount(2);
  // The address typed with the booking is the staff's to read, never the restaurant's to write to.
  expect((await allMail()).filter((mail) => mail.to.some((to) => to.address === typed))).toEqual([]);
});

test('a mail that failed is shown failed with its reason; Resend sends it, once', async ({ page }) => {
  const email = freshEmail('resend');
  const booking = newId();
  const mail = newId();
  const date = new Date(Date.now() + 6 * 3_600_000 + 13 * 86_400_000).toISOString().slice(0, 10);
  const payload = JSON.stringify({ reservationId: booking, name: `Nadia ${RUN}`, date, time: '13:00', guests: 2, table: 4 });
  await queryD1(
    `INSERT INTO reservations (id, user_id, name, email, phone, date, time, guests, table_number, status, created_at, updated_at)
       VALUES ('${booking}', 'demo-guest', 'Nadia ${RUN}', '${email}', '01711000888', '${date}', '13:00', 2, 4, 'pending', 0, 0);
     INSERT INTO mail_outbox (id, kind, subject_id, recipient, recipient_name, payload, state, attempts, next_attempt_at, last_error, created_at, updated_at)
       VALUES ('${mail}', 'reservation-received', '${booking}', '${email}', 'Nadia ${RUN}', '${payload}', 'failed', 5, 0, 'Socket timeout!', ${Date.now()}, ${Date.now()});`,
  );
  await signIn(page, DEMO_ADMIN);
  await page.goto('/admin');
  // The dashboard says at once that something could not be delivered, and lists it.
  const notice = page.getByRole('region', { name: /^\d+ e-mails? undelivered$/ });
  await expect(notice).toBeVisible();
  await notice.getByRole('button', { name: 'Show them' }).click();
  await expect(notice.getByRole('listitem').filter({ hasText: `for reservation ${booking}` })).toContainText('Socket timeout!');
  await notice.getByRole('button', { name: 'Hide them' }).click();

  await page.getByRole('button', { name: 'Reservations' }).click();
  await page.getByRole('searchbox', { name: 'Search' }).fill(`Nadia ${RUN}`);
  // The search's answer first (the heading row and the booking's): a click while the list is being replaced can
  // land where another row was a moment before.
  await expect(page.getByRole('region', { name: 'Reservations' }).getByRole('row')).toHaveCount(2);
  await page.getByRole('button', { name: `Open reservation ${booking}` }).click();
  const mails = page.getByRole('dialog', { name: `Reservation ${booking}` }).getByRole('region', { name: 'Guest e-mails' });
  await expect(mails.getByText('Failed')).toBeVisible();
  await expect(mails.getByText('Socket timeout!')).toBeVisible();
  await mails.getByRole('button', { name: 'Resend: Booking received' }).click();
  await expect(page.getByText('The e-mail is queued to be sent again')).toBeVisible();
  await expect(mails.getByRole('button', { name: 'Resend: Booking received' })).toHaveCount(0);
  const [arrived] = await mailTo(email, /We have your booking request/);
  expect(arrived?.headers['message-id']).toMatch(new RegExp(`^<${mail}@`));
  // Each read of D1 starts wrangler (seconds on a busy machine): give it time.
  await expect.poll(async () => (await queryD1<{ state: string }>(`SELECT state FROM mail_outbox WHERE id = '${mail}'`))[0]?.state, { timeout: 30_000 }).toBe('sent');
});

test("a contact message reaches the restaurant's own address, answered to the sender", async ({ page }) => {
  const subject = `Private dining ${RUN}`;
  await page.goto('/contact');
  await page.getByLabel('Name', { exact: true }).fill('Farhana Akter');
  await page.getByLabel('Email', { exact: true }).fill('farhana@example.com');
  await page.getByLabel('Subject', { exact: true }).fill(subject);
  await page.getByLabel('Message', { exact: true }).fill('We would like the river room for twelve guests on Friday.\nA cake at ten, please.');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Your message has been sent successfully!')).toBeVisible();

  const [message] = await mailTo('table@karnaphuli.com.bd', new RegExp(`Contact form: ${subject}`));
  expect(message?.subject).toBe(`Contact form: ${subject}`);
  expect(message?.text).toContain('We would like the river room for twelve guests on Friday.\nA cake at ten, please.');
  expect((await headersOf(message ?? (undefined as never))).filter((line) => /^reply-to:/i.test(line))).toEqual(['Reply-To: "Farhana Akter" <farhana@example.com>']);
});
