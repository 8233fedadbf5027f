import { useEffect, useState } from 'react';
import { containsText } from '#contract/allergens';
import { type KitchenLine, type KitchenTicket, ticketTimer } from '#contract/kitchen';
import { SOURCE_LABELS } from '#contract/order-sources';
import { statusLabel } from '#contract/order-rules';
import { clockTime } from '../../lib/format';
import * as KITCHEN from './messages';
import { ticketUrl } from './print-frame';
import { shortId, timerText } from './tickets';
import { BOUNCE_MS } from './use-kitchen-board';

interface Props {
  ticket: KitchenTicket;
  /** The lines this screen's station sees, and how many are another's. */
  lines: readonly KitchenLine[];
  elsewhere: number;
  /** The Worker's time now (ms). */
  now: number;
  fresh: boolean;
  /** A tap on it waits for the Worker's answer. */
  waiting: boolean;
  onMove: (ticket: KitchenTicket) => void;
}

/**
 * One ticket on the pass, read from a step away: who and how it leaves, the timer, each line with its note and
 * allergens, the guest's note, and the one button that moves it on. An <article> named "Order <short id>".
 */
export function TicketCard({ ticket, lines, elsewhere, now, fresh, waiting, onMove }: Props) {
  const short = shortId(ticket.id);
  // Just after a tap the button rests (disabled) for a moment: the button under the finger now says the next
  // step, and a finger's bounce must not take it there too. The board ignores such a bounce as well.
  const [resting, setResting] = useState(false);
  useEffect(() => {
    if (!resting) return;
    const timer = window.setTimeout(() => setResting(false), BOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [resting]);
  const titleId = `ticket-${ticket.id}`;
  const timer = ticketTimer(ticket, now);
  const notYet = Date.parse(ticket.startAt) > now;
  const classes = ['kitchen-ticket', `kitchen-ticket--${ticket.status}`, `kitchen-ticket--${timer.state}`, fresh && 'kitchen-ticket--fresh'].filter(Boolean).join(' ');
  return (
    <article className={classes} aria-label={KITCHEN.ticketName(short)} data-status={ticket.status}>
      <header className="kitchen-ticket-head">
        <h2 id={titleId} className="kitchen-ticket-id">
          <span className="kitchen-ticket-number">{short}</span> <span className="kitchen-ticket-name">{ticket.name}</span>
        </h2>
        <p className="kitchen-ticket-marks">
          <span className="kitchen-status">{statusLabel(ticket.status, ticket.fulfilment)}</span>
          {fresh && <span className="kitchen-mark kitchen-mark--new">{KITCHEN.newTicket}</span>}
          {ticket.source !== 'web' && <span className="kitchen-mark">{SOURCE_LABELS[ticket.source]}</span>}
          {waiting && <span className="kitchen-mark kitchen-mark--waiting">{KITCHEN.waitingToSend}</span>}
        </p>
        <p className="kitchen-ticket-way">{ticket.fulfilment === 'pickup' ? KITCHEN.pickup : KITCHEN.delivery(ticket.area)}</p>
      </header>
      <div className="kitchen-ticket-times">
        {notYet ? (
          <p className="kitchen-timer">{KITCHEN.startsAt(clockTime(ticket.startAt))}</p>
        ) : (
          <p className={`kitchen-timer kitchen-timer--${timer.state}`}>
            <span className="visually-hidden">{KITCHEN.timerLabel}: </span>
            <span className="kitchen-timer-clock">{timerText(timer.elapsedMs)}</span> <span className="kitchen-timer-word">{KITCHEN.timerWords[timer.state]}</span>
          </p>
        )}
        <p className="kitchen-due">{KITCHEN.due(clockTime(ticket.dueAt))}</p>
      </div>
      <ul className="kitchen-lines" role="list">
        {lines.map((line, index) => {
          const contains = containsText(line.allergens);
          return (
            <li key={`${line.dishId}-${index}`} className="kitchen-line">
              <span className="kitchen-line-dish">
                <span className="kitchen-qty">{line.quantity} ×</span> {line.name}
              </span>
              {line.note && (
                <>
                  {' '}
                  <strong className="kitchen-line-note">
                    <em>{line.note}</em>
                  </strong>
                </>
              )}
              {contains && <span className="kitchen-allergens"> {contains}</span>}
            </li>
          );
        })}
      </ul>
      {elsewhere > 0 && <p className="kitchen-elsewhere">{KITCHEN.elsewhere(elsewhere)}</p>}
      {ticket.instructions && (
        <p className="kitchen-instructions">
          <span className="kitchen-instructions-label">{KITCHEN.instructions}:</span> {ticket.instructions}
        </p>
      )}
      <footer className="kitchen-ticket-foot">
        <button
          type="button"
          className="kitchen-move"
          aria-describedby={titleId}
          disabled={resting}
          onClick={() => {
            setResting(true);
            onMove(ticket);
          }}
        >
          {KITCHEN.moveLabel(ticket.status, ticket.fulfilment)}
        </button>
        <a className="kitchen-print-link" href={ticketUrl(ticket.id)} target="_blank" rel="noopener">
          {KITCHEN.print}
        </a>
      </footer>
    </article>
  );
}
