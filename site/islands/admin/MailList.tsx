import { useState } from 'react';
import * as ADMIN from './messages';
import { MAIL_STATE_LABELS, type MailRecord } from '#contract/mail';
import { api, failureMessage } from '../../lib/api';
import { formatDhakaDateTime } from '../../lib/format';
import { showToast } from '../../lib/toasts/show';
import { useIsAdmin } from './role';

/** The badge's style: sent in the delivered brass, failed or dropped in the cancelled red, the rest as pending. */
const STATE_STYLE = { sent: 'delivered', failed: 'cancelled', dropped: 'cancelled', held: 'pending', queued: 'pending', sending: 'pending' } as const;

/** To whom: the verified address, or why there is none (held for the guest's, or dropped); nothing once forgotten. */
const recipientOf = (mail: MailRecord) =>
  mail.state === 'held' ? ADMIN.mailHeld : mail.state === 'dropped' ? (mail.kind === 'reservation-reminder' ? ADMIN.reminderDropped : ADMIN.mailDropped) : mail.to ? `to ${mail.to}` : undefined;

/** What a mail was about, for a list of mails from everywhere. */
const subjectOf = (mail: MailRecord) => (mail.kind === 'contact' ? `(message no. ${mail.subjectId})` : `for ${mail.kind.startsWith('order') ? 'order' : 'reservation'} ${mail.subjectId}`);

/**
 * The guest e-mails an order or a booking caused (docs/decisions/0002-mail-outbox.md): what each said, to whom, whether it went, and
 * Resend for one that failed.
 */
export function MailList({ mails: initial, showSubject = false }: { mails: MailRecord[]; showSubject?: boolean }) {
  const [mails, setMails] = useState(initial);
  const [resending, setResending] = useState<string | null>(null);
  // Resend is an admin's (its call answers 403 to staff): staff see what became of each mail.
  const admin = useIsAdmin();

  async function resend(mail: MailRecord) {
    setResending(mail.id);
    try {
      const { mail: queued } = await api<{ mail: MailRecord }>(`/api/admin/mails/${mail.id}/resend`, { method: 'POST' });
      setMails((all) => all.map((each) => (each.id === queued.id ? queued : each)));
      showToast(ADMIN.mailResent);
    } catch (error) {
      showToast(ADMIN.mailResendFailed(failureMessage(error)), 'error');
    } finally {
      setResending(null);
    }
  }

  return (
    <section className="admin-history admin-mails" aria-labelledby={showSubject ? undefined : 'admin-mails-title'} aria-label={showSubject ? ADMIN.failedMailsHeading : undefined}>
      {!showSubject && <h3 id="admin-mails-title">{ADMIN.mailsHeading}</h3>}
      {mails.length === 0 ? (
        <p className="admin-muted">{ADMIN.noMails}</p>
      ) : (
        <ul className="admin-mail-list" role="list">
          {mails.map((mail) => (
            <li key={mail.id} className="admin-mail">
              <div className="admin-mail-what">
                <strong>{mail.label}</strong> {showSubject && <span>{subjectOf(mail)} </span>}
                {/* To whom: the verified address; why there is none (held, dropped); or nothing, past its retention or its order's deletion. */}
                {recipientOf(mail) && <span className="admin-muted">{recipientOf(mail)}</span>}
                <div className="admin-muted">
                  <time dateTime={mail.sentAt ?? mail.createdAt}>{formatDhakaDateTime(mail.sentAt ?? mail.createdAt)}</time>
                  {mail.attempts > 1 && ` · ${mail.attempts} attempts`}
                </div>
                {mail.state === 'failed' && mail.lastError && <div className="admin-mail-error">{mail.lastError}</div>}
              </div>
              <span className={`badge badge--${STATE_STYLE[mail.state]}`}>{MAIL_STATE_LABELS[mail.state]}</span>
              {admin && mail.state === 'failed' && (
                <button type="button" className="button button--quiet admin-mail-resend" disabled={resending === mail.id} onClick={() => void resend(mail)} aria-label={`${ADMIN.resend}: ${mail.label}`}>
                  {resending === mail.id ? ADMIN.resending : ADMIN.resend}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
