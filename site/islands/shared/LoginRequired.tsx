import type { ReactNode } from 'react';
import { fill } from '../../i18n/fill';
import { pathIn } from '../../i18n/lang';
import { useLang, useWords } from '../../i18n/react';
import './shared.css';

// Words: LoginRequired and SignedOutGate read the catalog's `shared` (its page hands it to the island); `what` and
// Pending's `label` are the caller's, in its words. Pending reads none.

interface Props {
  /** What the guest would see once signed in, in the page's words, e.g. "your profile". */
  what: string;
}

/** SPEC §6: a signed-out guest on a personal screen gets a prompt and a way to /login (in the page's language). */
export function LoginRequired({ what }: Props) {
  const words = useWords('shared').loginRequired;
  const lang = useLang();
  return (
    <section className="notice-card" aria-labelledby="login-required-title">
      <svg className="login-required-icon" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
        <rect x="11" y="21" width="26" height="19" rx="2" fill="none" stroke="currentColor" strokeWidth="1.4" />
        <path d="M16 21v-5a8 8 0 0 1 16 0v5" fill="none" stroke="currentColor" strokeWidth="1.4" />
        <circle cx="24" cy="30" r="2" fill="currentColor" />
      </svg>
      <h2 id="login-required-title">{words.title}</h2>
      <p>{fill(words.text, { what })}</p>
      <a className="button" href={pathIn(lang, '/login')}>
        {words.login}
      </a>
    </section>
  );
}

/** The quiet placeholder an island shows until it knows who is here. */
export function Pending({ label }: { label: string }) {
  return (
    <div className="island-pending" role="status">
      <span className="visually-hidden">{label}</span>
    </div>
  );
}

interface SignedOutGateProps {
  /** What a signed-out guest would see once signed in (see `LoginRequired`). */
  what: string;
  /** What is loading, for screen readers, while the island does not know yet who is here. */
  label: string;
  /** Whether the island knows who is here: then, signed out, only the prompt remains. */
  known: boolean;
  /**
   * The signed-in first view, where the page's own inline script can tell it from storage before the first
   * paint (the empty cart) and marks it on `<html data-foreseen>`: then it shows instead of the placeholder.
   */
  foreseen?: ReactNode;
}

/**
 * A personal screen before the island knows who is here, and signed out after: the prompt, and until then
 * the placeholder. The header's inline script marks a stored session on `<html data-session>` before the
 * first paint, and the stylesheet shows the prompt without it and the placeholder with it, so a signed-out
 * guest's first paint is already the final screen rather than a placeholder waiting for the island's code (docs/decisions/0007).
 * Before and after, the same nodes: a prompt the guest is reading, or whose link has focus, stays put.
 */
export function SignedOutGate({ what, label, known, foreseen }: SignedOutGateProps) {
  return (
    <div className="island-pending-gate">
      <div className="pending-signed-out">
        <LoginRequired what={what} />
      </div>
      {!known && foreseen && <div className="pending-foreseen">{foreseen}</div>}
      {!known && <Pending label={label} />}
    </div>
  );
}
