import * as RESERVATION from '../../../worker/contract/messages/reservation';
import type { TrackedReservation } from '../../../worker/contract/reservation';
import { writtenDate, writtenTime } from '../format';
import { el } from './dom';

// The reservation tracking result, drawn with the DOM (the page ships no framework). SPEC §4: pending and
// confirmed each have their own style; any other status shows in the red, cancelled style.

function detail(term: string, value: string): HTMLElement {
  return el('div', {}, el('dt', {}, term), el('dd', {}, value));
}

export function renderTrackedReservation(reservation: TrackedReservation): HTMLElement {
  const known = reservation.status === 'pending' || reservation.status === 'confirmed';
  const style = known ? reservation.status : 'cancelled';
  const label = reservation.status.charAt(0).toUpperCase() + reservation.status.slice(1);
  const message = reservation.status === 'pending' ? RESERVATION.pending : reservation.status === 'confirmed' ? RESERVATION.confirmed : RESERVATION.cancelled;
  const title = el('h2', { class: 'track-title', id: 'track-title' }, el('span', { class: 'caps-heading' }, 'Reservation'), ' ', el('span', { class: 'track-id' }, reservation.id));
  return el(
    'article',
    { class: 'track-card', 'aria-labelledby': 'track-title' },
    el('header', { class: 'track-head' }, title, el('span', { class: `badge badge--${style}` }, label)),
    el('p', { class: 'track-for' }, `For ${reservation.name}`),
    el('p', { class: `track-message track-message--${style}` }, message),
    el(
      'dl',
      { class: 'track-details' },
      detail('Date', writtenDate(reservation.date)),
      detail('Time', writtenTime(reservation.time)),
      detail('Guests', String(reservation.guests)),
      detail('Table', reservation.kind ? `${reservation.table} · ${reservation.kind}` : String(reservation.table)),
    ),
  );
}
