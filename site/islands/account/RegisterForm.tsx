import { type SubmitEvent, useState } from 'react';
import { registerErrorMessage } from '../../lib/auth/errors';
import { fieldErrors, RegisterForm as RegisterSchema } from '../../lib/auth/forms';
import { Field, focusFirstError, formValues } from '../shared/Field';
import '../shared/shared.css';
import './account.css';
import { AlreadySignedIn } from './AlreadySignedIn';
import { SocialButtons } from './SocialButtons';
import { goHome, useSignInPage } from './useSignInPage';

/** SPEC §2 "Register": name, e-mail, password twice, or Google or Facebook; success goes to /. */
export default function RegisterForm() {
  const session = useSignInPage();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  if (session?.isAuthenticated && session.user && !busy) return <AlreadySignedIn user={session.user} />;
  // Until the island is live, a submit would be the browser's own (a GET with the password in the URL).
  const ready = session !== undefined && !busy;

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const { data, errors: found } = fieldErrors(RegisterSchema, formValues(form));
    setErrors(found);
    setAlert(undefined);
    if (!data) {
      focusFirstError(form, found);
      return;
    }
    setBusy(true);
    try {
      const { register } = await import('../../lib/auth/session');
      await register(data.name, data.email, data.password);
      goHome();
    } catch (error) {
      setAlert(registerErrorMessage(error));
      setBusy(false);
    }
  }

  return (
    <div className="auth-card">
      <form className="auth-form" noValidate onSubmit={(event) => void submit(event)} aria-describedby={alert ? 'signup-alert' : undefined}>
        {alert && (
          <p className="form-alert" id="signup-alert" role="alert">
            {alert}
          </p>
        )}
        <Field form="signup" name="name" label="Name" type="text" autoComplete="name" required error={errors['name']} />
        <Field form="signup" name="email" label="Email" type="email" autoComplete="email" required error={errors['email']} />
        <Field form="signup" name="password" label="Password" type="password" autoComplete="new-password" required error={errors['password']} />
        <Field form="signup" name="confirmPassword" label="Confirm password" type="password" autoComplete="new-password" required error={errors['confirmPassword']} />
        <button className="button auth-submit" type="submit" disabled={!ready}>
          {busy ? 'Creating your account...' : 'Sign Up'}
        </button>
      </form>
      <p className="auth-divider">
        <span>or</span>
      </p>
      <SocialButtons onSignedIn={goHome} onError={setAlert} disabled={!ready} />
      <p className="auth-switch">
        Already have an account? <a href="/login">Log in</a>
      </p>
    </div>
  );
}
