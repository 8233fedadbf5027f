// SPEC §5 "Newsletter": non-space characters, an @, a domain with a dot. Nothing is sent to a server, so the
// rule and its two sentences are the site's alone (the Worker never sees an address). The sentences are the
// catalog's (layout.newsletter), written on the form itself in the page's language: every page carries the
// footer's form, and should carry no more of the catalog than it shows.
export const NEWSLETTER_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isNewsletterEmail(value: string): boolean {
  return NEWSLETTER_EMAIL_PATTERN.test(value.trim());
}

// SPEC §2 "Footer" and §4: an invalid e-mail shows an inline error; a valid one clears it and shows the
// success message. Nothing is sent to a server.
export function setUpNewsletter(form: HTMLFormElement): void {
  const input = form.querySelector<HTMLInputElement>('input[type="email"]');
  const message = form.querySelector<HTMLElement>('[data-newsletter-message]');
  if (!input || !message) return;
  const { newsletterInvalid: invalid = '', newsletterSuccess: success = '' } = form.dataset;

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const valid = isNewsletterEmail(input.value);
    input.setAttribute('aria-invalid', String(!valid));
    message.textContent = valid ? success : invalid;
    message.className = valid ? 'field-success' : 'field-error';
    if (valid) form.reset();
    else input.focus();
  });
}
