import { describe, expect, it } from 'vitest';
import { historyPath } from './first-reads';

// The history's pages, which the page's script starts (the first) and the island asks for: the same path from both.
describe('the order history’s call', () => {
  it('asks as it always did on the English page', () => {
    expect(historyPath('uid 1', 'en')).toBe('/api/order/fetch-user-orders/uid%201');
    expect(historyPath('uid 1', 'en', 'MTcw')).toBe('/api/order/fetch-user-orders/uid%201?before=MTcw');
  });

  it('asks for the orders in Bangla on the Bangla page', () => {
    expect(historyPath('uid 1', 'bn')).toBe('/api/order/fetch-user-orders/uid%201?lang=bn');
    expect(historyPath('uid 1', 'bn', 'MTcw')).toBe('/api/order/fetch-user-orders/uid%201?before=MTcw&lang=bn');
  });
});
