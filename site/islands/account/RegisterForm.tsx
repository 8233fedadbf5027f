import { registerErrorMessage } from '../../lib/auth/errors';
import { lazyChecks } from '../../lib/lazy-checks';
import { type FieldSpec, SignInCard } from './SignInCard';

const FIELDS: FieldSpec[] = [
  { name: 'name', label: 'Name', type: 'text', autoComplete: 'name' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'password', label: 'Password', type: 'password', autoComplete: 'new-password' },
  { name: 'confirmPassword', label: 'Confirm password', type: 'password', autoComplete: 'new-password' },
];

const CHECKS = lazyChecks(() => import('../../lib/auth/forms').then((forms) => forms.RegisterForm));

/** SPEC §2 "Register": name, e-mail, password twice, or Google or Facebook; success goes to /. */
export default function RegisterForm() {
  return (
    <SignInCard
      id="signup"
      checks={CHECKS}
      fields={FIELDS}
      submitLabel="Sign Up"
      busyLabel="Creating your account..."
      action={async ({ name, email, password }) => (await import('../../lib/session/sign-in')).register(name, email, password)}
      errorMessage={registerErrorMessage}
      footer={
        <>
          Already have an account? <a href="/login">Log in</a>
        </>
      }
    />
  );
}
