import { useState } from 'react';
import * as ADMIN from '../../../worker/contract/messages/admin';
import { MAIL_STATE_LABELS, type MailRecord } from '../../../worker/contract/mail';
import { api, failureMessage } from '../../lib/api';
import { formatDhakaDateTime } from '../../lib/format';
import { showToast } from '../../lib/toast';

/** The badge's style: sent in the delivered brass, failed in the cancelled red, queued or sending as pending. */
const STATE_STYLE = { sent: 'delivered', failed: 'cancelled', queued: 'pending', sending: 'pending' } as const;

/** What a mail was about, for a list of mails from everywhere. */
const subjectOf = (mail: MailRecord) => (mail.kind === 'contact' ? `(message no. ${mail.subjectId})` : `for ${mail.kind.startsWith('order') ? 'order' : 'reservation'} ${mail.subjectId}`);

/**
 * The guest e-mails an order or a booking caused (issue #13): what each said, to whom, whether it went, and
 * Resend for one that failed.
 */
export function MailList({ mails: initial, showSubject = false }: { mails: MailRecord[]; showSubject?: boolean }) {
  const [mails, setMails] = useState(initial);
  const [resending, setResending] = useState<string | null>(null);

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
                {/* A mail past its retention, or of a deleted order or booking, no longer says to whom. */}
                {mail.to && <span className="admin-muted">to {mail.to}</span>}
                <div className="admin-muted">
                  <time dateTime={mail.sentAt ?? mail.createdAt}>{formatDhakaDateTime(mail.sentAt ?? mail.createdAt)}</time>
                  {mail.attempts > 1 && ` · ${mail.attempts} attempts`}
                </div>
                {mail.state === 'failed' && mail.lastError && <div className="admin-mail-error">{mail.lastError}</div>}
              </div>
              <span className={`badge badge--${STATE_STYLE[mail.state]}`}>{MAIL_STATE_LABELS[mail.state]}</span>
              {mail.state === 'failed' && (
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
