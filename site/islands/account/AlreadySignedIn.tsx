import type { SessionUser } from '../../lib/session/store';
import '../shared/shared.css';

/** /login and /signup for someone already signed in: say so, and offer the way home. */
export function AlreadySignedIn({ user }: { user: SessionUser }) {
  return (
    <div className="notice-card">
      <h2>You’re already signed in</h2>
      <p>
        Welcome back, <strong>{user.name || user.email}</strong>.
      </p>
      <div className="notice-actions">
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
