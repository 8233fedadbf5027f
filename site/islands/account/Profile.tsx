import { lazy, type SubmitEvent, Suspense, useEffect, useState } from 'react';
import { asciiDigits } from '#contract/phone';
import { latinLang } from '../../components/latin';
import type { UserRecord } from '#contract/user';
import type { IslandWords } from '../../i18n/catalog';
import { pathIn } from '../../i18n/lang';
import { useLang, useWords, WordsProvider } from '../../i18n/react';
import { api, ApiError } from '../../lib/api';
import { lazyChecks } from '../../lib/lazy-checks';
import { showToast } from '../../lib/toasts/show';
import type { SessionUser } from '../../lib/session/store';
import { Field, focusFirstError, formValues } from '../shared/Field';
import { Pending, SignedOutGate } from '../shared/LoginRequired';
import { useMountedSession } from '../../lib/session/use-mounted-session';
import { useSay } from '../shared/use-say';
import { VerifyEmail } from '../shared/VerifyEmail';
import '../shared/shared.css';
import './account.css';

/**
 * The parts of the catalog /profile hands its island: its own (`account`), the shared components' (the sign-in
 * prompt, the e-mail prompt, the proof of a number: `shared`, `validation`) and the toasts it shows.
 */
export type ProfileWords = IslandWords<'common' | 'account' | 'shared' | 'validation' | 'toasts'>;

/** SPEC §2 "Profile": who is signed in, Logout, Admin Dashboard for admins, and the Edit Profile form. */
export default function Profile({ words }: { words: ProfileWords }) {
  return (
    <WordsProvider words={words}>
      <ProfileScreen />
    </WordsProvider>
  );
}

function ProfileScreen() {
  const words = useWords('account').profile;
  const session = useMountedSession();

  // The record is read afresh (phone and address included); the header has the provider confirm the
  // session when that is due.
  useEffect(() => void import('../../lib/session/sign-in').then(({ refreshRecord }) => refreshRecord()).catch(() => {}), []);

  // What a signed-out guest is asked to log in to see (SPEC §6).
  if (!session?.isAuthenticated || !session.user) return <SignedOutGate what={words.signedOutWhat} label={words.loading} known={session !== undefined} />;
  return <SignedIn user={session.user} />;
}

function Avatar({ user }: { user: SessionUser }) {
  const [broken, setBroken] = useState(false);
  return (
    <span className="profile-avatar">
      {user.photoUrl && !broken ? (
        <img src={user.photoUrl} alt="" width={96} height={96} referrerPolicy="no-referrer" onError={() => setBroken(true)} />
      ) : (
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <circle cx="12" cy="9" r="3.6" fill="none" stroke="currentColor" strokeWidth="1.1" />
          <path d="M5.5 19.5c1.2-3.2 3.6-4.8 6.5-4.8s5.3 1.6 6.5 4.8" fill="none" stroke="currentColor" strokeWidth="1.1" strokeLinecap="round" />
        </svg>
      )}
    </span>
  );
}

function SignedIn({ user }: { user: SessionUser }) {
  const words = useWords('account').profile;
  const { mailsGoTo } = useWords('validation');
  const lang = useLang();
  const [leaving, setLeaving] = useState(false);

  async function logOut() {
    setLeaving(true);
    const { signOutAndGoHome } = await import('../../lib/session/sign-in');
    await signOutAndGoHome();
  }

  return (
    <div className="profile">
      {/* Until the provider has verified an address, the restaurant's mails wait: say so, gently, first. */}
      {user.verifiedEmail === null && <VerifyEmail />}
      <section className="profile-card" aria-labelledby="profile-card-title">
        <Avatar user={user} />
        <div className="profile-who">
          <h2 id="profile-card-title" className={user.name ? 'guest-words' : undefined} lang={latinLang(user.name, lang)}>
            {user.name || words.yourProfile}
          </h2>
          <p className="profile-email" lang={latinLang(user.email, lang)}>
            {user.email}
          </p>
          {user.role === 'admin' && <p className="profile-role">{words.administrator}</p>}
        </div>
        <dl className="profile-summary">
          <div>
            <dt>{words.phone}</dt>
            <dd>{user.phone || words.notAdded}</dd>
          </div>
          <div>
            <dt>{words.deliveryAddress}</dt>
            <dd className={user.address ? 'guest-words' : undefined} lang={latinLang(user.address, lang)}>{user.address || words.notAdded}</dd>
          </div>
          {user.verifiedEmail && (
            <div>
              <dt>{mailsGoTo}</dt>
              <dd lang={latinLang(user.verifiedEmail, lang)}>{user.verifiedEmail}</dd>
            </div>
          )}
        </dl>
        <div className="profile-actions">
          {user.role === 'admin' && (
            // The dashboard is the staff's, in English only.
            <a className="button" href={pathIn('en', '/admin')} hrefLang={lang === 'en' ? undefined : 'en'}>
              {words.adminDashboard}
            </a>
          )}
          <button className="button button--quiet" type="button" onClick={() => void logOut()} disabled={leaving}>
            {words.logout}
          </button>
        </div>
      </section>
      <div className="profile-main">
        {/* A fresher record (read afresh as the profile opens) refills the form. */}
        <EditProfile key={`${user.name}|${user.email}|${user.phone}|${user.address}`} user={user} />
        <TextMessages phone={user.phone} />
      </div>
    </div>
  );
}

// The section's body and the proof of a number load after the profile has rendered, not with it: its first view stays as it was.
const ProfileTexts = lazy(() => import('./ProfileTexts'));

/** Texts to the guest (docs/decisions/0026-texts-and-the-waitlist.md), under the form: the frame now, its body once loaded. */
function TextMessages({ phone }: { phone: string }) {
  const words = useWords('account').texts;
  return (
    <section className="profile-texts" aria-labelledby="profile-texts-title">
      <h2 id="profile-texts-title">{words.sectionTitle}</h2>
      <Suspense fallback={<Pending label={words.loading} />}>
        <ProfileTexts phone={phone} />
      </Suspense>
    </section>
  );
}

/**
 * The form's checks (zod and the contract's schema, 26 KB) load when the guest first reaches into the form,
 * not with the page: most visits to the profile read it, or log out.
 */
const checks = lazyChecks(() => import('../../lib/auth/profile-form').then((form) => form.ProfileForm));

function EditProfile({ user }: { user: SessionUser }) {
  const words = useWords('account').edit;
  const toasts = useWords('toasts');
  const lang = useLang();
  const say = useSay();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  async function save(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const values = formValues(form);
    // A phone typed in Bengali digits is the same number: checked and kept in ASCII ones.
    values['phone'] = asciiDigits(values['phone'] ?? '');
    let checked: Awaited<ReturnType<typeof checks.check>>;
    try {
      checked = await checks.check(values);
    } catch (error) {
      // Offline before the checks ever arrived: the edits stay in the form, and the guest is told why.
      showToast(`${toasts.profileFailed}: ${say.failure(error)}`, 'error');
      return;
    }
    const { data, errors: found } = checked;
    setErrors(found);
    if (!data) {
      focusFirstError(form, found);
      return;
    }
    setSaving(true);
    try {
      // The page's language is the account's from now on: its mails and texts are written in it.
      const { user: saved } = await api<{ user: UserRecord }>('/api/user/update-user/', { method: 'PUT', body: { userId: user.userId, ...data, lang } });
      const { rememberUser } = await import('../../lib/session/sign-in');
      rememberUser(saved);
      showToast(toasts.profileUpdated);
    } catch (error) {
      // The guest's edits stay in the form; the reason says what to fix or that the network failed.
      if (error instanceof ApiError && error.issues.length) {
        setErrors(Object.fromEntries(error.issues.map((issue) => [String(issue.path[0]), say.message(issue)])));
      }
      const reason = say.failure(error, error instanceof Error ? error.message : String(error));
      showToast(`${toasts.profileFailed}: ${reason}`, 'error');
    } finally {
      setSaving(false);
    }
  }

  return (
    <section className="profile-edit" aria-labelledby="edit-profile-title">
      <h2 id="edit-profile-title">{words.title}</h2>
      <p className="profile-edit-lede">{words.lede}</p>
      <form className="profile-form" noValidate onFocus={checks.warm} onSubmit={(event) => void save(event)}>
        <Field form="profile" name="name" label={words.name} type="text" autoComplete="name" defaultValue={user.name} required error={errors['name']} />
        <Field form="profile" name="email" label={words.email} type="email" autoComplete="email" defaultValue={user.email} required error={errors['email']} />
        <Field form="profile" name="phone" label={words.phone} type="tel" autoComplete="tel" inputMode="tel" defaultValue={user.phone} placeholder={words.phonePlaceholder} required error={errors['phone']} />
        <Field form="profile" name="address" label={words.address} type="text" autoComplete="street-address" defaultValue={user.address} required error={errors['address']} />
        <button className="button" type="submit" disabled={saving}>
          {saving ? words.saving : words.save}
        </button>
      </form>
    </section>
  );
}
