import { setPersistentEngine, type PersistentListener } from '@nanostores/persistent';
import { beforeEach, describe, expect, it } from 'vitest';

// A real in-memory storage engine, as the browser's localStorage would be.
const storage: Record<string, string> = {};
const listeners: PersistentListener[] = [];
setPersistentEngine(storage, { addEventListener: (_key, listener) => listeners.push(listener), removeEventListener: () => {}, perKey: false });

const { $cart, $totalItems, addItem, clearCart, removeItem, updateQuantity } = await import('./cart');

const hilsa = { id: '1', name: 'Smoked Hilsa Mousse', description: 'Cold-smoked hilsa', price: 1850, image: '/dish-1.svg' };
const lobster = { id: '6', name: 'Karnaphuli Lobster', description: 'Saffron malai', price: 16500, image: '/dish-6.svg' };

describe('cart store (SPEC §4)', () => {
  beforeEach(() => clearCart());

  it('adds a new product with quantity 1', () => {
    addItem(hilsa);
    expect($cart.get().items).toEqual([{ ...hilsa, quantity: 1 }]);
    expect($totalItems.get()).toBe(1);
  });

  it('raises the quantity of an existing line by 1 instead of adding a line', () => {
    addItem(hilsa);
    addItem(lobster);
    addItem(hilsa);
    expect($cart.get().items.map((item) => [item.id, item.quantity])).toEqual([
      ['1', 2],
      ['6', 1],
    ]);
    expect($cart.get().totalItems).toBe(3);
  });

  it('updateQuantity sets the quantity and removes the line at 0 or below', () => {
    addItem(hilsa);
    addItem(lobster);
    updateQuantity('1', 4);
    expect($totalItems.get()).toBe(5);
    updateQuantity('1', 0);
    expect($cart.get().items.map((item) => item.id)).toEqual(['6']);
    updateQuantity('6', -2);
    expect($cart.get()).toEqual({ items: [], totalItems: 0 });
  });

  it('removeItem removes one line; clearCart empties everything', () => {
    addItem(hilsa);
    addItem(lobster);
    removeItem('6');
    expect($cart.get().items.map((item) => item.id)).toEqual(['1']);
    clearCart();
    expect($cart.get()).toEqual({ items: [], totalItems: 0 });
  });

  it('persists under the key cart-storage', () => {
    addItem(lobster);
    expect(JSON.parse(storage['cart-storage'] ?? 'null')).toEqual({ items: [{ ...lobster, quantity: 1 }], totalItems: 1 });
  });
});
