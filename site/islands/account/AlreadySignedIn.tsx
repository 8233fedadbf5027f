import type { SessionUser } from '../../stores/session';

/** /login and /signup for someone already signed in: say so, and offer the way home. */
export function AlreadySignedIn({ user }: { user: SessionUser }) {
  return (
    <div className="already">
      <p className="already-title">You’re already signed in</p>
      <p className="already-text">
        Welcome back, <strong>{user.name || user.email}</strong>.
      </p>
      <div className="already-actions">
        <a className="button" href="/">
          Go to the home page
        </a>
        <a className="button button--quiet" href="/profile">
          View your profile
        </a>
      </div>
    </div>
  );
}
