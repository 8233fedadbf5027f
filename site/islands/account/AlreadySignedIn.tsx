import { latinLang } from '../../components/latin';
import { pathIn } from '../../i18n/lang';
import { useLang, useWords } from '../../i18n/react';
import type { SessionUser } from '../../lib/session/store';
import { fillNodes } from '../shared/fill-nodes';
import '../shared/shared.css';

/** /login and /signup for someone already signed in: say so, and offer the way home. Words: the catalog's `account`. */
export function AlreadySignedIn({ user }: { user: SessionUser }) {
  const words = useWords('account').alreadySignedIn;
  const lang = useLang();
  return (
    <div className="notice-card">
      <h2>{words.title}</h2>
      <p>{fillNodes(words.welcome, { name: <strong className="guest-words" lang={latinLang(user.name || user.email, lang)}>{user.name || user.email}</strong> })}</p>
      <div className="notice-actions">
        <a className="button" href={pathIn(lang, '/')}>
          {words.home}
        </a>
        <a className="button button--quiet" href={pathIn(lang, '/profile')}>
          {words.profile}
        </a>
      </div>
    </div>
  );
}
