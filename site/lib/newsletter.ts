import { isNewsletterEmail, NEWSLETTER_MESSAGES } from '../../worker/contract/newsletter';

// SPEC §2 "Footer" and §4: an invalid e-mail shows an inline error; a valid one clears it and shows the
// success message. Nothing is sent to a server.
export function setUpNewsletter(form: HTMLFormElement): void {
  const input = form.querySelector<HTMLInputElement>('input[type="email"]');
  const message = form.querySelector<HTMLElement>('[data-newsletter-message]');
  if (!input || !message) return;

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const valid = isNewsletterEmail(input.value);
    input.setAttribute('aria-invalid', String(!valid));
    message.textContent = valid ? NEWSLETTER_MESSAGES.success : NEWSLETTER_MESSAGES.invalid;
    message.className = valid ? 'field-success' : 'field-error';
    if (valid) form.reset();
    else input.focus();
  });
}
