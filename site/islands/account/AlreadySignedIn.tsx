import { latinLang } from '../../components/latin';
import { pathIn } from '../../i18n/lang';
import { useLang, useWords } from '../../i18n/react';
import type { SessionUser } from '../../lib/session/store';
import { fillNodes } from '../shared/fill-nodes';
import '../shared/shared.css';

/**
 * /login and /signup for someone already signed in: say so, and offer the way home. Words: the catalog's `account`.
 * Without `user`, the card as the page foresees it before the island runs (see `SignInCard`): the welcome line is
 * kept, blank, so that the name arriving does not move what is below it.
 */
export function AlreadySignedIn({ user }: { user?: SessionUser }) {
  const words = useWords('account').alreadySignedIn;
  const lang = useLang();
  const name = user && (user.name || user.email);
  return (
    <div className="notice-card">
      <h2>{words.title}</h2>
      {name ? <p>{fillNodes(words.welcome, { name: <strong className="guest-words" lang={latinLang(name, lang)}>{name}</strong> })}</p> : <p aria-hidden="true">{'\u00a0'}</p>}
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
