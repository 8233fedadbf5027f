import { SignedOutGate } from '../shared/LoginRequired';
import { useMountedSession } from '../shared/session';
import '../shared/shared.css';
import { AccessDenied } from './AccessDenied';
import { Dashboard, DashboardHead } from './Dashboard';
import './admin.css';

/** What a signed-out guest is asked to log in to see (SPEC §6). */
const SIGNED_OUT = 'the admin dashboard';

/** SPEC §2 "Admin dashboard", §6: signed out, the login prompt; signed in but not an admin, Access Denied. */
export default function AdminDashboard() {
  const session = useMountedSession();
  if (!session?.isAuthenticated || !session.user) {
    // The head is the first view's largest text: a stored admin session sees it before the island mounts
    // (admin.css, from the header's `<html data-session="admin">`); anyone else keeps it for screen readers.
    return (
      <div className="admin">
        <DashboardHead foreseen />
        <SignedOutGate what={SIGNED_OUT} label="Loading the dashboard" known={session !== undefined} />
      </div>
    );
  }
  // The Worker decides too: a role withdrawn since this session was stored answers 403, and the dashboard says so.
  if (session.user.role !== 'admin') return <AccessDenied />;
  return <Dashboard />;
}
