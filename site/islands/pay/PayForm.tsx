import { type SubmitEvent, useRef, useState } from 'react';
import { formatsFor } from '#contract/formats';
import type { Catalog } from '../../i18n/catalog';
import { fill } from '../../i18n/fill';
import { useLang, useWords } from '../../i18n/react';
import { keepReturnLang } from '../../lib/orders/return-lang';
import { Latin } from '../../lib/orders/words';
import { Field } from '../shared/Field';
import { type Say, useSay } from '../shared/use-say';
import { ApiError, startLinkPayment } from './pay-api';
import { checkBkashNumber, checkEmail, EMAIL_MAX, EMAIL_MESSAGES, type PayLink } from './pay-link';

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

/** A check's message in the page's words: the receipt address's own two, else the contract's (SPEC §5). */
function sayCheck(message: string, words: Catalog['pay'], say: Say): string {
  if (message === EMAIL_MESSAGES.required) return words.emailRequired;
  if (message === EMAIL_MESSAGES.tooLong) return words.emailTooLong;
  return say.message({ message });
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
  const lang = useLang();
  const words = useWords('pay');
  const say = useSay();
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
      setError(sayCheck(checked.error, words, say));
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
      // The browser leaves for the gateway's page: the button stays busy until it has gone. Back from it, a guest
      // who paid from the Bangla page lands on it again (lib/orders/return-lang.ts).
      keepReturnLang();
      window.location.assign(redirectUrl);
    } catch (caught) {
      const issue = caught instanceof ApiError ? caught.issues.find((one) => one.path[0] === field) : undefined;
      if (issue) {
        setError(say.message(issue));
        input.focus();
      } else {
        setFailure(say.failure(caught, words.unreachable));
      }
      starting.current = false;
      setBusy(false);
    }
  }

  const pay = formatsFor(lang).formatTakaExact(amount);
  return (
    <form className="pay-form" noValidate onSubmit={(event) => void submit(event)} aria-labelledby="pay-form-title">
      <h2 id="pay-form-title" className="pay-form-title">
        <Latin text={bkash ? words.payWithBkash : words.payByCard} lang={lang} />
      </h2>
      {bkash ? (
        <Field
          form="pay"
          name={field}
          label={words.bkashNumber}
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          maxLength={16}
          placeholder={words.bkashPlaceholder}
          defaultValue={readTyped(method)}
          error={error}
          hint={<Latin text={words.bkashHint} lang={lang} />}
        />
      ) : (
        <Field
          form="pay"
          name={field}
          label={words.email}
          type="email"
          autoComplete="email"
          maxLength={EMAIL_MAX}
          defaultValue={readTyped(method)}
          error={error}
          hint={<Latin text={words.emailHint} lang={lang} />}
        />
      )}
      {failure && (
        <p className="form-alert" role="alert">
          {failure}
        </p>
      )}
      <button className="button pay-button" type="submit" disabled={busy} aria-busy={busy}>
        {busy && <span className="spinner" aria-hidden="true" />}
        <Latin text={fill(bkash ? words.payAmountWithBkash : words.payAmountByCard, { amount: pay })} lang={lang} />
      </button>
    </form>
  );
}
