import './zod-jitless';
import { ContactMessage } from '#contract/contact';
import { api, ApiError } from './api';
import { showToast } from './toasts/show';
import * as TOASTS from './toasts/messages';

// SPEC §2 "Contact page", §5 and §8: the same schema as the Worker checks the fields; each message shows
// below its field; the button reads 'Sending...' while the message travels; toasts tell the outcome.
const FIELDS = ['name', 'email', 'subject', 'message'] as const;
const CONTACT_MESSAGES = {
  sent: TOASTS.messageSent,
  failed: TOASTS.messageFailed,
  send: 'Send Message',
  sending: 'Sending...',
} as const;

/** The first message for each field, from the schema's issues or the server's (both name the field first). */
function byField(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) errors[String(issue.path[0])] ??= issue.message;
  return errors;
}

export function setUpContactForm(form: HTMLFormElement): void {
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (!button) return;

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
      showErrors(byField(parsed.error.issues));
      return;
    }
    showErrors({});
    button.disabled = true;
    button.textContent = CONTACT_MESSAGES.sending;
    try {
      // Anonymous: anyone may write, and the page never loads the identity provider to send it.
      await api('/api/contact', { method: 'POST', body: parsed.data, anonymous: true });
      form.reset();
      showToast(CONTACT_MESSAGES.sent);
    } catch (error) {
      // The guest's words stay in the form, ready to send again; what the server refused shows under its field.
      if (error instanceof ApiError && error.status === 400 && error.issues.length) showErrors(byField(error.issues));
      showToast(CONTACT_MESSAGES.failed, 'error');
    } finally {
      button.disabled = false;
      button.textContent = CONTACT_MESSAGES.send;
    }
  });
}
