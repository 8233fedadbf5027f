import type { MailRecord } from '#contract/mail';
import * as ADMIN from './messages';
import { api } from '../../lib/api';
import { AdminNotice } from './AdminNotice';
import { MailList } from './MailList';

/**
 * The notice of guest e-mails that could not be delivered (docs/decisions/0002-mail-outbox.md), whatever they were about (a contact
 * message's too, which has no detail view): shown while there are any, opened to list them with Resend.
 */
export function FailedMails({ count }: { count: number }) {
  return (
    <AdminNotice<MailRecord>
      id="admin-failed-mails"
      headline={count > 0 ? ADMIN.failedMails(count) : null}
      empty={ADMIN.failedMailsHeading}
      load={() => api<{ mails: MailRecord[] }>('/api/admin/mails/failed').then(({ mails }) => mails)}
      render={(mails) => <MailList mails={mails} showSubject />}
    />
  );
}
