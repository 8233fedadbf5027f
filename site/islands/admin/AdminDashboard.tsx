import { useCallback, useState } from 'react';
import type { IslandWords } from '../../i18n/catalog';
import { WordsProvider } from '../../i18n/react';
import { AccessDenied } from '../shared/AccessDenied';
import { SignedOutGate } from '../shared/LoginRequired';
import { useMountedSession } from '../../lib/session/use-mounted-session';
import '../shared/shared.css';
import { Dashboard, DashboardHead } from './Dashboard';
import './admin.css';
import './chime.css';

/** What a signed-out guest is asked to log in to see (SPEC §6). */
const SIGNED_OUT = 'the admin dashboard';

/** SPEC §2 "Admin dashboard", §6: signed out, the login prompt; signed in but not an admin, Access Denied. */
/** A staff screen is English only: the shared components' words (the sign-in prompt, Access Denied, the sound switch) are handed in English by its page. */
export default function AdminDashboard({ words }: { words: IslandWords<'shared'> }) {
  return (
    <WordsProvider words={words}>
      <AdminScreen />
    </WordsProvider>
  );
}

function AdminScreen() {
  const session = useMountedSession();
  // The Worker decides too: a role withdrawn since this session was stored answers 403, and the dashboard says so.
  const [denied, setDenied] = useState(false);
  const deny = useCallback(() => setDenied(true), []);
  const user = session?.isAuthenticated ? session.user : null;
  if (denied || (user && user.role !== 'admin' && user.role !== 'staff')) return <AccessDenied />;
  // The head is the first view's largest text: a stored admin session sees it before the island mounts
  // (admin.css, from the header's `<html data-session="admin">`); anyone else keeps it for screen readers.
  // It is the same element before and after the dashboard mounts, so its first paint is the page's largest
  // (docs/decisions/0007: a head written anew by the mounted dashboard made /admin's LCP wait for the island's code, 3.2 s on a slow phone).
  return (
    <div className="admin">
      <DashboardHead foreseen={!user} />
      {user ? <Dashboard onDenied={deny} sessionRole={user.role} /> : <SignedOutGate what={SIGNED_OUT} label="Loading the dashboard" known={session !== undefined} />}
    </div>
  );
}
