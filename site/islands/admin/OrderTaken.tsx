import { useEffect, useRef } from 'react';
import { FULFILMENT_LABELS } from '#contract/order-rules';
import type { StaffOrderAnswer } from '#contract/staff';
import { deliveryTime, formatTakaExact } from '../../lib/format';
import { showToast } from '../../lib/toasts/show';
import { SuccessMark } from '../shared/ConfirmationParts';
import * as TAKE from './take-order-messages';
import { useTextLink } from './use-text-link';

/** What the guest pays in all: the dishes, the service charge and the delivery fee. */
const toPay = (order: StaffOrderAnswer['order']) => order.total + order.serviceCharge + order.deliveryFee;

async function copy(text: string, what: string) {
  try {
    await navigator.clipboard.writeText(text);
    showToast(TAKE.copied(what));
  } catch {
    showToast(TAKE.copyFailed, 'error');
  }
}

/** A link staff pass on: shown whole (to read out or select), with Copy, and Share where the device has it. */
export function LinkToSend({ id, label, url, hint, share, textFor }: { id: string; label: string; url: string; hint?: string; share?: ShareData; textFor?: string }) {
  const canShare = share !== undefined && typeof navigator.share === 'function';
  return (
    <div className="field take-link">
      <label htmlFor={id}>{label}</label>
      <div className="take-link-row">
        <input className="input" id={id} type="text" readOnly value={url} aria-describedby={hint ? `${id}-hint` : undefined} onFocus={(event) => event.currentTarget.select()} />
        <button type="button" className="button button--quiet take-small" aria-label={TAKE.copyLabel(label)} onClick={() => void copy(url, label)}>
          {TAKE.copy}
        </button>
        {canShare && (
          <button
            type="button"
            className="button button--quiet take-small"
            // A share the person closes rejects: nothing to say about it.
            onClick={() => void navigator.share(share).catch(() => undefined)}
          >
            {TAKE.share}
          </button>
        )}
        {textFor !== undefined && <TextTheLink id={id} label={label} orderId={textFor} />}
      </div>
      {hint && (
        <p className="field-hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
    </div>
  );
}

/** "Text the link", for a payment link: its button in the link's row, and under the row what came of it. */
function TextTheLink({ id, label, orderId }: { id: string; label: string; orderId: string }) {
  const { send, sending, outcome } = useTextLink(orderId);
  return (
    <>
      <button type="button" className="button button--quiet take-small" aria-label={TAKE.textLinkLabel(label)} aria-disabled={sending} aria-describedby={`${id}-texted`} onClick={() => void send()}>
        {sending ? TAKE.texting : TAKE.textLink}
      </button>
      {/* Across the row's foot, under the field and its buttons; announced when it changes. */}
      <p className={outcome?.sent === false ? 'field-error take-texted' : 'field-success take-texted'} id={`${id}-texted`} role="status">
        {outcome?.words ?? ''}
      </p>
    </>
  );
}

/** The order taken: its id, the way to follow it, for a payment link the link to send, the kitchen ticket, and the next order. */
export function OrderTaken({ answer, onAnother }: { answer: StaffOrderAnswer; onAnother: () => void }) {
  const { order, payLink } = answer;
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => title.current?.focus(), []);
  const trackUrl = new URL(`/track-order/${encodeURIComponent(order.id)}`, window.location.origin).href;
  const where = order.fulfilment === 'delivery' && order.delivery.area ? `${FULFILMENT_LABELS.delivery} to ${order.delivery.area.name}` : FULFILMENT_LABELS[order.fulfilment];
  return (
    <section className="take-done" aria-labelledby="take-done-title">
      <SuccessMark />
      <h2 id="take-done-title" className="take-done-title" ref={title} tabIndex={-1}>
        {TAKE.takenTitle(order.id)}
      </h2>
      <p className="take-done-what">
        {[order.name, where, order.scheduledFor ? deliveryTime(order.scheduledFor) : null, formatTakaExact(toPay(order))].filter(Boolean).join(' · ')}
      </p>
      {payLink && (
        <LinkToSend
          id="take-pay-link"
          label={TAKE.payLink}
          url={payLink}
          hint={TAKE.payLinkHint}
          share={{ title: TAKE.shareTitle(order.id), text: TAKE.shareText, url: payLink }}
          textFor={order.id}
        />
      )}
      <LinkToSend id="take-track-link" label={TAKE.tracking} url={trackUrl} />
      <div className="take-done-actions">
        <a className="button button--quiet" href={`/ticket?order=${encodeURIComponent(order.id)}&copy=kitchen`} target="_blank" rel="noopener">
          {TAKE.printTicket}
          <span className="visually-hidden">{TAKE.opensNewTab}</span>
        </a>
        <button type="button" className="button" onClick={onAnother}>
          {TAKE.another}
        </button>
      </div>
    </section>
  );
}
