import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $toasts, addToast } from './queue';

// SPEC §9, written here as the spec writes it and not read from the code: "Toast duration 3000 ms with a 0.5 s fade."
const SPEC_DURATION_MS = 3000;
const SPEC_FADE_MS = 500;

describe('toasts', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    $toasts.set([]);
  });
  afterEach(() => vi.useRealTimers());

  it('shows a toast, fades it after 3 s and removes it 0.5 s later', () => {
    addToast('Item added to your order');
    expect($toasts.get()).toMatchObject([{ message: 'Item added to your order', tone: 'success', leaving: false }]);

    vi.advanceTimersByTime(SPEC_DURATION_MS - 1);
    expect($toasts.get()[0]?.leaving).toBe(false);
    vi.advanceTimersByTime(1);
    expect($toasts.get()[0]?.leaving).toBe(true);

    vi.advanceTimersByTime(SPEC_FADE_MS - 1);
    expect($toasts.get()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect($toasts.get()).toEqual([]);
  });

  it('keeps several toasts in order, each on its own clock', () => {
    addToast('First', 'info');
    vi.advanceTimersByTime(1000);
    addToast('Second', 'error');
    expect($toasts.get().map((toast) => toast.message)).toEqual(['First', 'Second']);

    vi.advanceTimersByTime(SPEC_DURATION_MS - 1000 + SPEC_FADE_MS);
    expect($toasts.get().map((toast) => toast.message)).toEqual(['Second']);
    expect($toasts.get()[0]?.tone).toBe('error');
  });
});
