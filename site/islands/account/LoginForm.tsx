import { loginErrorMessage } from '../../lib/auth/errors';
import { lazyChecks } from '../../lib/lazy-checks';
import { type FieldSpec, SignInCard } from './SignInCard';

const FIELDS: FieldSpec[] = [
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'password', label: 'Password', type: 'password', autoComplete: 'current-password' },
];

const CHECKS = lazyChecks(() => import('../../lib/auth/forms').then((forms) => forms.LoginForm));

/** SPEC §2 "Login": e-mail and password, or Google or Facebook; success goes to /. */
export default function LoginForm({ restaurant }: { restaurant: string }) {
  return (
    <SignInCard
      id="login"
      checks={CHECKS}
      fields={FIELDS}
      submitLabel="Login"
      busyLabel="Signing in..."
      action={async ({ email, password }) => (await import('../../lib/session/sign-in')).signIn(email, password)}
      errorMessage={loginErrorMessage}
      footer={
        <>
          New to {restaurant}? <a href="/signup">Create an account</a>
        </>
      }
    />
  );
}
