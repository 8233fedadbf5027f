import { persistentAtom } from '@nanostores/persistent';
import { computed } from 'nanostores';

// SPEC §3 "Cart item" and §4 "Cart": a menu item plus quantity, persisted in localStorage under the key
// cart-storage. Prices here are for display; the Worker prices every order itself from the catalogue. A line is
// its dish's id: its name and description are kept as the page it was added on wrote them, for the moment before
// the catalogue loads; the cart then shows the catalogue's, in its own page's language (lib/orders/catalogue.ts).
export interface CartItem {
  id: string;
  name: string;
  description: string;
  price: number;
  image: string;
  quantity: number;
}

export type CartProduct = Omit<CartItem, 'quantity'>;

interface CartState {
  items: CartItem[];
  totalItems: number;
}

const count = (items: readonly CartItem[]) => items.reduce((sum, item) => sum + item.quantity, 0);

/** Where the cart is kept (SPEC §4); cart.astro's inline script reads it before the first paint. */
export const CART_KEY = 'cart-storage';

export const $cart = persistentAtom<CartState>(CART_KEY, { items: [], totalItems: 0 }, { encode: JSON.stringify, decode: JSON.parse });

export const $totalItems = computed($cart, (cart) => cart.totalItems);

function setItems(items: CartItem[]): void {
  $cart.set({ items, totalItems: count(items) });
}

/** Adds the product with quantity 1, or raises the quantity of the line with the same id by 1 (SPEC §4); 'Order again' adds a line's whole quantity. */
export function addItem(product: CartProduct, quantity = 1): void {
  const { items } = $cart.get();
  const existing = items.find((item) => item.id === product.id);
  setItems(existing ? items.map((item) => (item === existing ? { ...item, quantity: item.quantity + quantity } : item)) : [...items, { ...product, quantity }]);
}

/** Sets a line's quantity; 0 or below removes it. */
export function updateQuantity(id: string, quantity: number): void {
  const { items } = $cart.get();
  setItems(quantity <= 0 ? items.filter((item) => item.id !== id) : items.map((item) => (item.id === id ? { ...item, quantity } : item)));
}

export function removeItem(id: string): void {
  setItems($cart.get().items.filter((item) => item.id !== id));
}

export function clearCart(): void {
  setItems([]);
}
