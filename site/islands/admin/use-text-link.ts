import { useState } from 'react';
import { api, failureMessage } from '../../lib/api';
import * as TAKE from './take-order-messages';

/** What the last "Text the link" came to: sent (to the number, masked by the Worker), or refused and why. */
export type TextLinkOutcome = { sent: true; words: string } | { sent: false; words: string };

/**
 * "Text the link": POST /api/staff/orders/:id/text-link sends the order's payment link to the guest's confirmed
 * mobile number (docs/decisions/0026-texts-and-the-waitlist.md); without one, the Worker's 409 says to copy it.
 */
export function useTextLink(orderId: string) {
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<TextLinkOutcome | null>(null);

  async function send() {
    // A second tap while the first is on its way waits for its answer (the Worker makes two in a minute one text anyway).
    if (sending) return;
    setSending(true);
    setOutcome(null);
    try {
      const { phone } = await api<{ phone: string }>(`/api/staff/orders/${encodeURIComponent(orderId)}/text-link`, { method: 'POST' });
      setOutcome({ sent: true, words: TAKE.textSent(phone) });
    } catch (error) {
      setOutcome({ sent: false, words: failureMessage(error) });
    } finally {
      setSending(false);
    }
  }

  return { send, sending, outcome };
}
