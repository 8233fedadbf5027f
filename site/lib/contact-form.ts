import './zod-jitless';
import { CONTACT_MESSAGES, ContactMessage } from '../../worker/contract/contact';
import { showToast } from './toast';

// SPEC §2 "Contact page", §5 and §8: the same schema as the Worker checks the fields; each message shows
// below its field; the button reads 'Sending...' while the message travels; toasts tell the outcome.
const FIELDS = ['name', 'email', 'subject', 'message'] as const;

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
      const errors: Record<string, string> = {};
      for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
      showErrors(errors);
      return;
    }
    showErrors({});
    button.disabled = true;
    button.textContent = CONTACT_MESSAGES.sending;
    try {
      const response = await fetch('/api/contact', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(parsed.data),
      });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      form.reset();
      showToast(CONTACT_MESSAGES.sent);
    } catch {
      // The guest's words stay in the form, ready to send again.
      showToast(CONTACT_MESSAGES.failed, 'error');
    } finally {
      button.disabled = false;
      button.textContent = CONTACT_MESSAGES.send;
    }
  });
}
