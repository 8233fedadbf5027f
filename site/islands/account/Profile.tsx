import { lazy, type SubmitEvent, Suspense, useEffect, useState } from 'react';
import * as EMAIL from '#contract/messages/email';
import * as TOASTS from '../../lib/toasts/messages';
import type { UserRecord } from '#contract/user';
import { api, ApiError, failureMessage } from '../../lib/api';
import { lazyChecks } from '../../lib/lazy-checks';
import { showToast } from '../../lib/toasts/show';
import type { SessionUser } from '../../lib/session/store';
import { Field, focusFirstError, formValues } from '../shared/Field';
import { Pending, SignedOutGate } from '../shared/LoginRequired';
import * as PHONE from '../shared/phone-proof-messages';
import { useMountedSession } from '../../lib/session/use-mounted-session';
import { VerifyEmail } from '../shared/VerifyEmail';
import '../shared/shared.css';
import './account.css';

/** What a signed-out guest is asked to log in to see (SPEC §6). */
const SIGNED_OUT = 'your profile';

/** SPEC §2 "Profile": who is signed in, Logout, Admin Dashboard for admins, and the Edit Profile form. */
export default function Profile() {
  const session = useMountedSession();

  // The record is read afresh (phone and address included); the header has the provider confirm the
  // session when that is due.
  useEffect(() => void import('../../lib/session/sign-in').then(({ refreshRecord }) => refreshRecord()).catch(() => {}), []);

  if (!session?.isAuthenticated || !session.user) return <SignedOutGate what={SIGNED_OUT} label="Loading your profile" known={session !== undefined} />;
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
          <h2 id="profile-card-title">{user.name || 'Your profile'}</h2>
          <p className="profile-email">{user.email}</p>
          {user.role === 'admin' && <p className="profile-role">Administrator</p>}
        </div>
        <dl className="profile-summary">
          <div>
            <dt>Phone</dt>
            <dd>{user.phone || 'Not added yet'}</dd>
          </div>
          <div>
            <dt>Delivery address</dt>
            <dd>{user.address || 'Not added yet'}</dd>
          </div>
          {user.verifiedEmail && (
            <div>
              <dt>{EMAIL.mailsGoTo}</dt>
              <dd>{user.verifiedEmail}</dd>
            </div>
          )}
        </dl>
        <div className="profile-actions">
          {user.role === 'admin' && (
            <a className="button" href="/admin">
              Admin Dashboard
            </a>
          )}
          <button className="button button--quiet" type="button" onClick={() => void logOut()} disabled={leaving}>
            Logout
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
  return (
    <section className="profile-texts" aria-labelledby="profile-texts-title">
      <h2 id="profile-texts-title">{PHONE.sectionTitle}</h2>
      <Suspense fallback={<Pending label={PHONE.loading} />}>
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
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  async function save(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    let checked: Awaited<ReturnType<typeof checks.check>>;
    try {
      checked = await checks.check(formValues(form));
    } catch (error) {
      // Offline before the checks ever arrived: the edits stay in the form, and the guest is told why.
      showToast(`${TOASTS.profileFailed}: ${failureMessage(error)}`, 'error');
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
      const { user: saved } = await api<{ user: UserRecord }>('/api/user/update-user/', { method: 'PUT', body: { userId: user.userId, ...data } });
      const { rememberUser } = await import('../../lib/session/sign-in');
      rememberUser(saved);
      showToast(TOASTS.profileUpdated);
    } catch (error) {
      // The guest's edits stay in the form; the reason says what to fix or that the network failed.
      if (error instanceof ApiError && error.issues.length) {
        setErrors(Object.fromEntries(error.issues.map((issue) => [String(issue.path[0]), issue.message])));
      }
      const reason = error instanceof Error ? error.message : String(error);
      showToast(`${TOASTS.profileFailed}: ${reason}`, 'error');
    } finally {
      setSaving(false);
    }
  }

  return (
    <section className="profile-edit" aria-labelledby="edit-profile-title">
      <h2 id="edit-profile-title">Edit Profile</h2>
      <p className="profile-edit-lede">Your phone and address fill in the delivery form when you order.</p>
      <form className="profile-form" noValidate onFocus={checks.warm} onSubmit={(event) => void save(event)}>
        <Field form="profile" name="name" label="Name" type="text" autoComplete="name" defaultValue={user.name} required error={errors['name']} />
        <Field form="profile" name="email" label="Email" type="email" autoComplete="email" defaultValue={user.email} required error={errors['email']} />
        <Field form="profile" name="phone" label="Phone" type="tel" autoComplete="tel" inputMode="tel" defaultValue={user.phone} placeholder="01XXXXXXXXX" required error={errors['phone']} />
        <Field form="profile" name="address" label="Address" type="text" autoComplete="street-address" defaultValue={user.address} required error={errors['address']} />
        <button className="button" type="submit" disabled={saving}>
          {saving ? 'Saving...' : 'Save Changes'}
        </button>
      </form>
    </section>
  );
}
