import { type SubmitEvent, useState } from 'react';
import { loginErrorMessage } from '../../lib/auth/errors';
import { fieldErrors, LoginForm as LoginSchema } from '../../lib/auth/forms';
import { Field, focusFirstError, formValues } from '../shared/Field';
import '../shared/shared.css';
import './account.css';
import { AlreadySignedIn } from './AlreadySignedIn';
import { SocialButtons } from './SocialButtons';
import { goHome, useSignInPage } from './useSignInPage';

/** SPEC §2 "Login": e-mail and password, or Google or Facebook; success goes to /. */
export default function LoginForm({ restaurant }: { restaurant: string }) {
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
    const { data, errors: found } = fieldErrors(LoginSchema, formValues(form));
    setErrors(found);
    setAlert(undefined);
    if (!data) {
      focusFirstError(form, found);
      return;
    }
    setBusy(true);
    try {
      const { signIn } = await import('../../lib/auth/session');
      await signIn(data.email, data.password);
      goHome();
    } catch (error) {
      setAlert(loginErrorMessage(error));
      setBusy(false);
    }
  }

  return (
    <div className="auth-card">
      <form className="auth-form" noValidate onSubmit={(event) => void submit(event)} aria-describedby={alert ? 'login-alert' : undefined}>
        {alert && (
          <p className="form-alert" id="login-alert" role="alert">
            {alert}
          </p>
        )}
        <Field form="login" name="email" label="Email" type="email" autoComplete="email" required error={errors['email']} />
        <Field form="login" name="password" label="Password" type="password" autoComplete="current-password" required error={errors['password']} />
        <button className="button auth-submit" type="submit" disabled={!ready}>
          {busy ? 'Signing in...' : 'Login'}
        </button>
      </form>
      <p className="auth-divider">
        <span>or</span>
      </p>
      <SocialButtons onSignedIn={goHome} onError={setAlert} disabled={!ready} />
      <p className="auth-switch">
        New to {restaurant}? <a href="/signup">Create an account</a>
      </p>
    </div>
  );
}
