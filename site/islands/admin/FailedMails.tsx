import { useState } from 'react';
import type { MailRecord } from '#contract/mail';
import * as ADMIN from './messages';
import { api, failureMessage } from '../../lib/api';
import { MailList } from './MailList';

/**
 * The notice of guest e-mails that could not be delivered (docs/decisions/0002-mail-outbox.md), whatever they were about (a contact
 * message's too, which has no detail view): shown while there are any, opened to list them with Resend.
 */
export function FailedMails({ count }: { count: number }) {
  const [open, setOpen] = useState(false);
  const [mails, setMails] = useState<MailRecord[] | string | null>(null);

  function toggle() {
    const next = !open;
    setOpen(next);
    if (!next) return;
    setMails(null);
    api<{ mails: MailRecord[] }>('/api/admin/mails/failed')
      .then(({ mails: found }) => setMails(found))
      .catch((error: unknown) => setMails(failureMessage(error)));
  }

  if (count === 0 && !open) return null;
  return (
    <section className="admin-notice" aria-labelledby="admin-failed-mails">
      <p id="admin-failed-mails">
        <strong>{count > 0 ? ADMIN.failedMails(count) : ADMIN.failedMailsHeading}</strong>{' '}
        <button type="button" className="button button--quiet admin-notice-toggle" aria-expanded={open} aria-controls="admin-failed-mails-list" onClick={toggle}>
          {open ? ADMIN.hideFailedMails : ADMIN.showFailedMails}
        </button>
      </p>
      <div id="admin-failed-mails-list" hidden={!open}>
        {open && mails === null && <p className="admin-muted">Loading…</p>}
        {open && typeof mails === 'string' && <p className="form-alert">{mails}</p>}
        {open && Array.isArray(mails) && <MailList mails={mails} showSubject />}
      </div>
    </section>
  );
}
