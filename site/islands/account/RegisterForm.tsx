import type { IslandWords } from '../../i18n/catalog';
import { pathIn } from '../../i18n/lang';
import { WordsProvider } from '../../i18n/react';
import { registerErrorMessage } from '../../lib/auth/errors';
import { lazyChecks } from '../../lib/lazy-checks';
import { type FieldSpec, SignInCard } from './SignInCard';

const CHECKS = lazyChecks(() => import('../../lib/auth/forms').then((forms) => forms.RegisterForm));

/** The parts of the catalog /signup hands its island. */
export type RegisterWords = IslandWords<'common' | 'account' | 'validation'>;

/** SPEC §2 "Register": name, e-mail, password twice, or Google or Facebook; success goes to the home page, in the page's language. */
export default function RegisterForm({ words }: { words: RegisterWords }) {
  const { account, lang } = words;
  const fields: FieldSpec[] = [
    { name: 'name', label: account.fields.name, type: 'text', autoComplete: 'name' },
    { name: 'email', label: account.fields.email, type: 'email', autoComplete: 'email' },
    { name: 'password', label: account.fields.password, type: 'password', autoComplete: 'new-password' },
    { name: 'confirmPassword', label: account.fields.confirmPassword, type: 'password', autoComplete: 'new-password' },
  ];
  return (
    <WordsProvider words={words}>
      <SignInCard
        id="signup"
        checks={CHECKS}
        fields={fields}
        submitLabel={account.signup.submit}
        busyLabel={account.signup.busy}
        action={async ({ name, email, password }) => (await import('../../lib/session/sign-in')).register(name, email, password)}
        errorMessage={(error) => registerErrorMessage(error, account.registerErrors)}
        footer={
          <>
            {account.signup.haveAccount} <a href={pathIn(lang, '/login')}>{account.signup.logIn}</a>
          </>
        }
      />
    </WordsProvider>
  );
}
