import { type ReactNode, type SubmitEvent, useState } from 'react';
import type { $ZodType, output } from 'zod/v4/core';
import { useWords } from '../../i18n/react';
import type { LazyChecks } from '../../lib/lazy-checks';
import { Field, focusFirstError, formValues } from '../shared/Field';
import '../shared/shared.css';
import './account.css';
import { AlreadySignedIn } from './AlreadySignedIn';
import { SocialButtons } from './SocialButtons';
import { goHome, useSignInPage } from './useSignInPage';

export interface FieldSpec {
  name: string;
  label: string;
  type: 'text' | 'email' | 'password';
  autoComplete: string;
}

interface Props<Schema extends $ZodType> {
  /** Prefixes the fields' ids. */
  id: string;
  /** The form's rules (zod), loaded when the guest first reaches into the form, not with the page. */
  checks: LazyChecks<Schema>;
  fields: readonly FieldSpec[];
  submitLabel: string;
  busyLabel: string;
  /** Signs in (or registers) with the valid form; success goes to the home page in the page's language. */
  action: (values: output<Schema>) => Promise<unknown>;
  /** SPEC §8: the provider's error in the guest's words. */
  errorMessage: (error: unknown) => string;
  /** The way to the other page (/signup from /login and back). */
  footer: ReactNode;
}

/**
 * What /login and /signup share: the form, the provider's error above it, the social buttons, the way across.
 * Words: the catalog's `account` and `validation` (the fields' messages, under each Field).
 */
export function SignInCard<Schema extends $ZodType>({ id, checks, fields, submitLabel, busyLabel, action, errorMessage, footer }: Props<Schema>) {
  const words = useWords('account');
  const session = useSignInPage();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  if (session?.isAuthenticated && session.user && !busy) return <AlreadySignedIn user={session.user} />;
  const known = session !== undefined;
  // Until the island is live, a submit would be the browser's own (a GET with the password in the URL).
  const ready = known && !busy;

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setAlert(undefined);
    let checked: Awaited<ReturnType<typeof checks.check>>;
    try {
      checked = await checks.check(formValues(form));
    } catch (error) {
      // Offline before the checks ever arrived: what the guest typed stays, and the alert says to try again.
      setAlert(errorMessage(error));
      return;
    }
    const { data, errors: found } = checked;
    setErrors(found);
    if (!data) {
      focusFirstError(form, found);
      return;
    }
    setBusy(true);
    try {
      await action(data);
      goHome();
    } catch (error) {
      setAlert(errorMessage(error));
      setBusy(false);
    }
  }

  const alertId = `${id}-alert`;
  // Before the island knows who is here, the page holds both screens and the header's mark of a stored session
  // (`html[data-session]`, set before the first paint) shows one (shared.css): someone already signed in sees the
  // card that says so from the first paint, not the form giving way to a shorter card (a layout shift). The form
  // keeps its place in the tree once known, so what a guest typed before the island ran stays.
  return (
    <>
      <div className={known ? 'auth-card' : 'auth-card pending-signed-out'}>
        <form className="auth-form" noValidate onFocus={checks.warm} onSubmit={(event) => void submit(event)} aria-describedby={alert ? alertId : undefined}>
          {alert && (
            <p className="form-alert" id={alertId} role="alert">
              {alert}
            </p>
          )}
          {fields.map((field) => (
            <Field key={field.name} form={id} name={field.name} label={field.label} type={field.type} autoComplete={field.autoComplete} required error={errors[field.name]} />
          ))}
          <button className="button auth-submit" type="submit" disabled={!ready}>
            {busy ? busyLabel : submitLabel}
          </button>
        </form>
        <p className="auth-divider">
          <span>{words.or}</span>
        </p>
        <SocialButtons onSignedIn={goHome} onError={setAlert} disabled={!ready} />
        <p className="auth-switch">{footer}</p>
      </div>
      {!known && <AlreadySignedIn />}
    </>
  );
}
