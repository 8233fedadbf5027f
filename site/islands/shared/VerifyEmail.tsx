import { useCallback, useEffect, useRef, useState } from 'react';
import { latinLang } from '../../components/latin';
import { pageLang } from '../../i18n/lang';
import { useLang, useWords } from '../../i18n/react';
import { showToast } from '../../lib/toasts/show';
import { fillNodes } from './fill-nodes';
import './verify-email.css';

// Words: the catalog's `validation` (the contract's words of the proven address, messages/email.ts: prompt, send,
// sending, sendAgain, sendFailed, tooSoon, noAddress, verified) and `shared` (its heading, and where the link went).

/**
 * The gentle prompt of an account whose address the provider has not verified: the restaurant writes only to a
 * verified address, so until then receipts and booking mails wait (worker/db/email-proof.ts). A real button sends
 * the provider's verification mail, whose link comes back to /profile. On coming back (the page opened again by
 * the link, or this tab regaining focus after the link was opened elsewhere) the provider is asked again; once it
 * says verified, the account's record learns it and the prompt goes (the session's record no longer asks for it).
 * The provider's code is loaded only here, for an account that needs it.
 */
export function VerifyEmail({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const EMAIL = useWords('validation');
  const words = useWords('shared').verifyEmail;
  const lang = useLang();
  /** Where the provider's mail went, once sent. */
  const [sentTo, setSentTo] = useState<string>();
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string>();
  const checking = useRef(false);

  const check = useCallback(async () => {
    if (checking.current) return;
    checking.current = true;
    try {
      const { confirmVerifiedEmail } = await import('../../lib/session/sign-in');
      if (await confirmVerifiedEmail()) showToast(EMAIL.verified);
    } catch {
      // Offline, or the provider unreachable: the prompt stays, and the next return asks again.
    } finally {
      checking.current = false;
    }
  }, [EMAIL.verified]);

  useEffect(() => {
    void check();
    const onReturn = () => {
      if (document.visibilityState === 'visible') void check();
    };
    window.addEventListener('focus', onReturn);
    document.addEventListener('visibilitychange', onReturn);
    return () => {
      window.removeEventListener('focus', onReturn);
      document.removeEventListener('visibilitychange', onReturn);
    };
  }, [check]);

  async function send() {
    setSending(true);
    setFailure(undefined);
    try {
      const { sendVerificationEmail } = await import('../../lib/session/sign-in');
      // The provider's mail is written in the page's language, and its link comes back to this language's profile.
      setSentTo(await sendVerificationEmail(pageLang()));
    } catch (error) {
      const { code, name } = error as { code?: unknown; name?: unknown };
      setFailure(name === 'NoAddressError' ? EMAIL.noAddress : code === 'auth/too-many-requests' ? EMAIL.tooSoon : EMAIL.sendFailed);
    } finally {
      setSending(false);
    }
  }

  const Heading = `h${headingLevel}` as const;
  const label = sending ? EMAIL.sending : sentTo ? EMAIL.sendAgain : EMAIL.send;
  return (
    <section className="verify-email" aria-labelledby="verify-email-title">
      <Heading id="verify-email-title" className="verify-email-title">
        {words.title}
      </Heading>
      <p className="verify-email-lede">{EMAIL.prompt}</p>
      {/* Announced as it changes: what was sent, or why it was not. */}
      <div role="status" className="verify-email-status">
        {sentTo && <p>{fillNodes(words.sent, { address: <span lang={latinLang(sentTo, lang)}>{sentTo}</span> })}</p>}
        {failure && <p className="verify-email-error">{failure}</p>}
      </div>
      <button type="button" className={`button verify-email-button${sentTo ? ' button--quiet' : ''}`} disabled={sending} onClick={() => void send()}>
        {/* On a narrow phone the label wraps between words, never at the hyphen of "e-mail"; one span, so the
            button's flex layout sees one label, not its words as items side by side. */}
        <span>{label.split(/(\S*-\S*)/).map((part, index) => (index % 2 ? <span key={index} className="verify-email-word">{part}</span> : part))}</span>
      </button>
    </section>
  );
}
