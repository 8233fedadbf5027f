import { loginErrorMessage } from '../../lib/auth/errors';
import { type FieldSpec, SignInCard } from './SignInCard';

const FIELDS: FieldSpec[] = [
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'password', label: 'Password', type: 'password', autoComplete: 'current-password' },
];

/** SPEC §2 "Login": e-mail and password, or Google or Facebook; success goes to /. */
export default function LoginForm({ restaurant }: { restaurant: string }) {
  return (
    <SignInCard
      id="login"
      loadSchema={() => import('../../lib/auth/forms').then((forms) => forms.LoginForm)}
      fields={FIELDS}
      submitLabel="Login"
      busyLabel="Signing in..."
      action={async ({ email, password }) => (await import('../../lib/auth/session')).signIn(email, password)}
      errorMessage={loginErrorMessage}
      footer={
        <>
          New to {restaurant}? <a href="/signup">Create an account</a>
        </>
      }
    />
  );
}
