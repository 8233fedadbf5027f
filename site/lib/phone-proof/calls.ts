import type { TextSettings } from '#contract/texts';
import { pageLang } from '../../i18n/lang';
import { api, ApiError } from '../api';

// The guest's calls about texts (docs/api.md, worker/routes/user.ts), signed in. A type-only import of the contract:
// its schemas (and zod with them) stay in ./checks.ts, loaded when a guest reaches into a form.

export type { TextSettings };
export type TextChoices = Pick<TextSettings, 'orders' | 'bookings'>;
/** A write's answer: the settings as they now are, and the contract's words for what happened (TEXT_MESSAGES). */
export type TextSettingsSaved = TextSettings & { message: string };

export const readTextSettings = () => api<TextSettings>('/api/user/texts');

/** Texts a code to `phone`, in the page's language; the answer names the number as the Worker keeps it (01XXXXXXXXX). */
export const askForCode = (phone: string) => api<{ phone: string; expiresAt: string }>('/api/user/phone/code', { method: 'POST', body: { phone, lang: pageLang() } });

export const confirmCode = (phone: string, code: string) => api<TextSettingsSaved>('/api/user/phone/verify', { method: 'POST', body: { phone, code } });

export const saveTextChoices = (choices: TextChoices) => api<TextSettingsSaved>('/api/user/texts', { method: 'PUT', body: choices });

export const forgetNumber = () => api<TextSettings>('/api/user/phone', { method: 'DELETE' });

/** The settings alone, without the answer's words. */
export const settingsOf = ({ verifiedPhone, orders, bookings, available }: TextSettings): TextSettings => ({ verifiedPhone, orders, bookings, available });

/**
 * A refusal's messages by the field they name (the Worker's `issues[].path`), the first for each; empty for any other
 * failure. `say` writes each in the page's words (by its code: useSay's message); by default the Worker's English.
 */
export function refusalFields(error: unknown, say: (issue: { code?: string | undefined; message: string }) => string = (issue) => issue.message): Record<string, string> {
  const fields: Record<string, string> = {};
  if (error instanceof ApiError) for (const issue of error.issues) fields[String(issue.path[0])] ??= say(issue);
  return fields;
}

/** How many tries a wrong code leaves (the Worker's `triesLeft`), when it says. */
export function triesLeftOf(error: unknown): number | undefined {
  const tries = error instanceof ApiError ? error.body['triesLeft'] : undefined;
  return typeof tries === 'number' && tries > 0 ? tries : undefined;
}
