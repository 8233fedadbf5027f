import { expect, type Page } from '@playwright/test';
import type { DeliveryArea } from '#contract/delivery-areas';
import type { Allergen, DietaryMark } from '#contract/allergens';

export interface CatalogueDish {
  id: string;
  name: string;
  description: string;
  price: number;
  available: boolean;
  category: string;
  eta: number;
  image: string;
  allergens: Allergen[];
  dietary: DietaryMark[];
}

/** A delivery area as the build publishes it: the contract's own type. */
export type { DeliveryArea as PublishedArea } from '#contract/delivery-areas';

/** The whole published file: the dishes and the delivery areas. */
export async function published(page: Page): Promise<{ items: CatalogueDish[]; areas: DeliveryArea[] }> {
  return (await (await page.request.get('/catalogue.json')).json()) as { items: CatalogueDish[]; areas: DeliveryArea[] };
}

/** An area's delivery fee, as published. */
export const feeOf = (areas: readonly DeliveryArea[], id: string) => areas.find((area) => area.id === id)?.fee ?? Number.NaN;

/** The catalogue the build published, as the Worker reads it. */
export async function catalogue(page: Page): Promise<CatalogueDish[]> {
  const response = await page.request.get('/catalogue.json');
  return ((await response.json()) as { items: CatalogueDish[] }).items;
}

/** Adds dishes from /menu with their Add to Order buttons, as a guest does. */
export async function addFromMenu(page: Page, names: string[]) {
  await page.goto('/menu');
  for (const name of names) {
    await page.getByRole('button', { name: `Add to Order: ${name}` }).click();
  }
}

/** A cart as the browser stored it earlier (e.g. before a content deploy changed a price). */
export async function storeCart(page: Page, lines: { dish: CatalogueDish; quantity: number; price?: number }[]) {
  const items = lines.map(({ dish, quantity, price }) => ({ id: dish.id, name: dish.name, description: dish.description, price: price ?? dish.price, image: dish.image, quantity }));
  await page.evaluate((value) => localStorage.setItem('cart-storage', JSON.stringify(value)), { items, totalItems: items.reduce((sum, item) => sum + item.quantity, 0) });
}

export const taka = (amount: number) => `৳${new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount)}`;

/** From /cart to the success view, as a guest checks out: the delivery details, then Cash On Delivery. */
export async function checkOutCashOnDelivery(page: Page, { address, phone }: { address: string; phone: string }) {
  await page.goto('/cart');
  await page.getByRole('button', { name: 'Proceed to Delivery' }).click();
  await page.getByRole('combobox', { name: 'Area' }).selectOption('agrabad');
  await page.getByRole('textbox', { name: 'Address', exact: true }).fill(address);
  await page.getByRole('textbox', { name: 'Phone', exact: true }).fill(phone);
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await page.getByRole('radio', { name: 'Cash On Delivery' }).check();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByRole('heading', { name: 'Order Placed Successfully!' })).toBeVisible();
}
