import './zod-jitless';
import { ContactMessage } from '#contract/contact';
import { pageLang } from '../i18n/lang';
import { pageWords } from '../i18n/page-words';
import { api, ApiError } from './api';
import { showToast } from './toasts/show';

// SPEC §2 "Contact page", §5 and §8: the same schema as the Worker checks the fields; each message shows
// below its field; the button reads 'Sending...' while the message travels; toasts tell the outcome. Its words
// are the contact and toasts catalogs', in the page's language; a field's message is the contract's English, said on a
// Bangla page in the validation catalog's words (i18n/messages.ts, loaded by a Bangla page alone: an English
// page shows the contract's English as it is, and carries neither the lookup nor those words).
const FIELDS = ['name', 'email', 'subject', 'message'] as const;

type Issue = { path: readonly PropertyKey[]; message: string; code?: string | undefined };
type Say = (issue: Issue) => string;

/** How the page says a field's message: as it is on an English page, in the page's words on a Bangla one. */
async function sayer(): Promise<Say> {
  if (pageLang() === 'en') return (issue) => issue.message;
  const words = pageWords('validation');
  const { sayMessage } = await import('../i18n/messages');
  return (issue) => sayMessage(words, issue);
}

/** The first message for each field, from the schema's issues or the server's (both name the field first). */
function byField(issues: readonly Issue[], say: Say): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) errors[String(issue.path[0])] ??= say(issue);
  return errors;
}

export function setUpContactForm(form: HTMLFormElement): void {
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (!button) return;
  const words = pageWords('contact');
  const toasts = pageWords('toasts');
  const saying = sayer();

  const showErrors = (errors: Partial<Record<(typeof FIELDS)[number], string>>) => {
    for (const field of FIELDS) {
      const input = form.elements.namedItem(field) as HTMLInputElement | HTMLTextAreaElement | null;
      const message = form.querySelector<HTMLElement>(`#contact-${field}-error`);
      if (!input || !message) continue;
      message.textContent = errors[field] ?? '';
      input.setAttribute('aria-invalid', String(Boolean(errors[field])));
    }
    const first = FIELDS.find((field) => errors[field]);
    if (first) (form.elements.namedItem(first) as HTMLElement | null)?.focus();
  };

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const values = Object.fromEntries(FIELDS.map((field) => [field, String(new FormData(form).get(field) ?? '')]));
    const parsed = ContactMessage.safeParse(values);
    if (!parsed.success) {
      // The schema's own issues carry zod's codes, not the contract's: they are known by their English.
      showErrors(byField(parsed.error.issues.map(({ path, message }) => ({ path, message })), await saying));
      return;
    }
    showErrors({});
    button.disabled = true;
    button.textContent = words.sending;
    try {
      // Anonymous: anyone may write, and the page never loads the identity provider to send it.
      await api('/api/contact', { method: 'POST', body: parsed.data, anonymous: true });
      form.reset();
      showToast(toasts.messageSent);
    } catch (error) {
      // The guest's words stay in the form, ready to send again; what the server refused shows under its field.
      if (error instanceof ApiError && error.status === 400 && error.issues.length) showErrors(byField(error.issues, await saying));
      showToast(toasts.messageFailed, 'error');
    } finally {
      button.disabled = false;
      button.textContent = words.send;
    }
  });
}
