import { type SubmitEvent, useRef, useState } from 'react';
import { formatTakaExact } from '../../lib/format';
import { Field } from '../shared/Field';
import { ApiError, failureText, startLinkPayment } from './pay-api';
import { checkBkashNumber, checkEmail, EMAIL_MAX, type PayLink } from './pay-link';

// The number or address typed, kept for the tab while the guest is on the gateway's page, so paying again after a
// declined payment needs no typing. Not a secret: bKash's page opens with the number, SSLCommerz mails the address.
const typedKey = (method: string) => `pay-link-${method}`;
function readTyped(method: string): string {
  try {
    return sessionStorage.getItem(typedKey(method)) ?? '';
  } catch {
    return '';
  }
}
function keepTyped(method: string, value: string): void {
  try {
    sessionStorage.setItem(typedKey(method), value);
  } catch {
    // Storage refused (a private window's quota): the guest types it again if they come back.
  }
}

/** The Worker's field names, as its 400's issues name them, for the one field this form shows. */
const FIELD = { bkash: 'payerReference', 'credit-card': 'email' } as const;

interface Props {
  link: PayLink;
  method: 'bkash' | 'credit-card';
  amount: number;
}

/** The one field the method needs, and the button that sends the guest to the gateway's page to pay. */
export function PayForm({ link, method, amount }: Props) {
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Two taps in the same instant must not open two payments: the state is not yet re-rendered for the second.
  const starting = useRef(false);
  const bkash = method === 'bkash';
  const field = FIELD[method];

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (starting.current) return;
    const form = event.currentTarget;
    const input = form.elements.namedItem(field) as HTMLInputElement;
    const checked = bkash ? checkBkashNumber(input.value) : checkEmail(input.value);
    if ('error' in checked) {
      setError(checked.error);
      input.focus();
      return;
    }
    setError(undefined);
    setFailure(null);
    starting.current = true;
    setBusy(true);
    keepTyped(method, checked.value);
    try {
      const { redirectUrl } = await startLinkPayment({ ...link, ...(bkash ? { payerReference: checked.value } : { email: checked.value }) });
      // The browser leaves for the gateway's page: the button stays busy until it has gone.
      window.location.assign(redirectUrl);
    } catch (caught) {
      const issue = caught instanceof ApiError ? caught.issues.find((one) => one.path[0] === field) : undefined;
      if (issue) {
        setError(issue.message);
        input.focus();
      } else {
        setFailure(failureText(caught));
      }
      starting.current = false;
      setBusy(false);
    }
  }

  const pay = formatTakaExact(amount);
  return (
    <form className="pay-form" noValidate onSubmit={(event) => void submit(event)} aria-labelledby="pay-form-title">
      <h2 id="pay-form-title" className="pay-form-title">
        {bkash ? 'Pay with bKash' : 'Pay by card'}
      </h2>
      {bkash ? (
        <Field
          form="pay"
          name={field}
          label="bKash number"
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          maxLength={16}
          placeholder="01XXXXXXXXX"
          defaultValue={readTyped(method)}
          error={error}
          hint="The 11-digit number of your bKash account. You confirm the payment with your PIN on bKash’s page, then come back here."
        />
      ) : (
        <Field
          form="pay"
          name={field}
          label="E-mail for the card receipt"
          type="email"
          autoComplete="email"
          maxLength={EMAIL_MAX}
          defaultValue={readTyped(method)}
          error={error}
          hint="You enter your card on SSLCommerz’s secure page, then come back here. Your card number is never typed on our site."
        />
      )}
      {failure && (
        <p className="form-alert" role="alert">
          {failure}
        </p>
      )}
      <button className="button pay-button" type="submit" disabled={busy} aria-busy={busy}>
        {busy && <span className="spinner" aria-hidden="true" />}
        {bkash ? `Pay ${pay} with bKash` : `Pay ${pay} by card`}
      </button>
    </form>
  );
}
