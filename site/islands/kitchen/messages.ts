// The kitchen's screen's own words, written once. Imported as a namespace (`import * as KITCHEN`). Pure data and
// small phrases: the labels of statuses, stations and sources are the contract's.
import type { Fulfilment } from '#contract/order-rules';
import type { KitchenTicket } from '#contract/kitchen';

export const heading = 'Kitchen';
export const signedOut = "the kitchen's screen";
export const loading = "Loading the kitchen's tickets";
export const stations = 'Station';
export const allStations = 'All';
export const ticketsLabel = 'Tickets';
export const empty = 'No tickets right now. New orders appear here as they come in.';
export const emptyStation = (station: string) => `Nothing for ${station} right now.`;

/** The ticket's name on the screen (each card is an <article> with it). */
export const ticketName = (shortId: string) => `Order ${shortId}`;
export const pickup = 'Pickup';
export const delivery = (area: string | null) => (area ? `Delivery · ${area}` : 'Delivery');
export const due = (time: string) => `Due ${time}`;
export const startsAt = (time: string) => `Starts ${time}`;
export const timerLabel = 'Time since start';
export const timerWords = { ok: 'On time', amber: 'Nearly due', red: 'Overdue' } as const;
export const newTicket = 'New';
export const waitingToSend = 'Waiting to send';
export const instructions = 'Guest’s note';
export const elsewhere = (count: number) => `${count} more ${count === 1 ? 'line' : 'lines'} at other stations`;
export const print = 'Print';
/** The hidden frame a ticket prints from. */
export const printing = (shortId: string) => `Printing order ${shortId}`;

/** The big button: what one tap does to a ticket in this status. */
export function moveLabel(status: KitchenTicket['status'], fulfilment: Fulfilment): string {
  if (status === 'pending') return 'Start';
  if (status === 'preparing') return 'Ready';
  // Ready for a delivery means at the pass for the rider: handing it over is the kitchen's last step.
  return fulfilment === 'pickup' ? 'Collected' : 'Handed over';
}

export const recall = 'Recall';
export const recallWhat = (shortId: string, status: string) => `Puts order ${shortId} back to ${status}.`;
export const nothingToRecall = 'Nothing to recall yet.';
export const reconnecting = 'Reconnecting…';
export const lastRead = (time: string) => `Showing the tickets as they were at ${time}.`;
export const waiting = (count: number) => `${count} ${count === 1 ? 'change' : 'changes'} will be sent when the connection is back.`;
export const autoPrint = 'Print each new ticket';
export const autoPrintHint = 'Prints through this browser’s printer; with kiosk printing, without a dialog.';

// What happened to a tap the Worker did not apply, or a ticket that did not print.
export const movedElsewhere = (shortId: string, status: string) => `Order ${shortId} was moved on another screen: it is ${status} now.`;
export const gone = (shortId: string) => `Order ${shortId} is no longer on the board.`;
export const refused = (shortId: string, reason: string) => `Order ${shortId} was not moved: ${reason}`;
export const printFailed = (shortId: string) => `Order ${shortId} did not print: use its Print link.`;
