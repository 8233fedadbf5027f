import type { ToastTone } from './queue';

// How islands show a toast. The toast region in the page shell (render.ts) listens for this event, so an island needs no
// shared module instance with it (Astro may inline the shell's script, giving it its own copy).
export const TOAST_EVENT = 'app:toast';

export interface ToastRequest {
  message: string;
  tone: ToastTone;
}

export function showToast(message: string, tone: ToastTone = 'success'): void {
  window.dispatchEvent(new CustomEvent<ToastRequest>(TOAST_EVENT, { detail: { message, tone } }));
}
