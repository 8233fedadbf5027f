// SPEC §5 "Newsletter": non-space characters, an @, a domain with a dot. Nothing is sent to a server, so the
// rule and its two sentences are the site's alone (the Worker never sees an address). They live here rather
// than with the other messages: every page carries the footer's form, and should carry no more sentences
// than it shows.
export const NEWSLETTER_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const NEWSLETTER_MESSAGES = {
  invalid: 'Please enter a valid email address.',
  success: 'Subscribed successfully!',
} as const;

export function isNewsletterEmail(value: string): boolean {
  return NEWSLETTER_EMAIL_PATTERN.test(value.trim());
}

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
