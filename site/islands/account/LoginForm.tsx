import type { IslandWords } from '../../i18n/catalog';
import { fill } from '../../i18n/fill';
import { pathIn } from '../../i18n/lang';
import { WordsProvider } from '../../i18n/react';
import { loginErrorMessage } from '../../lib/auth/errors';
import { lazyChecks } from '../../lib/lazy-checks';
import { type FieldSpec, SignInCard } from './SignInCard';

const CHECKS = lazyChecks(() => import('../../lib/auth/forms').then((forms) => forms.LoginForm));

/** The parts of the catalog /login hands its island. */
export type LoginWords = IslandWords<'common' | 'account' | 'validation'>;

/** SPEC §2 "Login": e-mail and password, or Google or Facebook; success goes to the home page, in the page's language. */
export default function LoginForm({ restaurant, words }: { restaurant: string; words: LoginWords }) {
  const { account, lang } = words;
  const fields: FieldSpec[] = [
    { name: 'email', label: account.fields.email, type: 'email', autoComplete: 'email' },
    { name: 'password', label: account.fields.password, type: 'password', autoComplete: 'current-password' },
  ];
  return (
    <WordsProvider words={words}>
      <SignInCard
        id="login"
        checks={CHECKS}
        fields={fields}
        submitLabel={account.login.submit}
        busyLabel={account.login.busy}
        action={async ({ email, password }) => (await import('../../lib/session/sign-in')).signIn(email, password)}
        errorMessage={(error) => loginErrorMessage(error, account.loginErrors)}
        footer={
          <>
            {fill(account.login.newTo, { restaurant })} <a href={pathIn(lang, '/signup')}>{account.login.createAccount}</a>
          </>
        }
      />
    </WordsProvider>
  );
}
