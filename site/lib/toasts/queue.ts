import { atom } from 'nanostores';

// SPEC §9: a toast stays about 3 s, then fades out over 0.5 s.
export const TOAST_DURATION_MS = 3000;
export const TOAST_FADE_MS = 500;

export type ToastTone = 'success' | 'error' | 'info';

export interface Toast {
  id: number;
  message: string;
  tone: ToastTone;
  /** True during the fade-out, before the toast is removed. */
  leaving: boolean;
}

export const $toasts = atom<readonly Toast[]>([]);

let nextId = 1;

/** Adds a toast and schedules its fade and removal. Islands call showToast() from ./show instead. */
export function addToast(message: string, tone: ToastTone = 'success'): number {
  const id = nextId++;
  $toasts.set([...$toasts.get(), { id, message, tone, leaving: false }]);
  setTimeout(() => {
    $toasts.set($toasts.get().map((toast) => (toast.id === id ? { ...toast, leaving: true } : toast)));
    setTimeout(() => $toasts.set($toasts.get().filter((toast) => toast.id !== id)), TOAST_FADE_MS);
  }, TOAST_DURATION_MS);
  return id;
}
