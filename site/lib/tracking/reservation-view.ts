import * as RESERVATION from '../../../worker/contract/messages/reservation';
import type { TrackedReservation } from '../../../worker/contract/reservation';
import { el } from './dom';

// The reservation tracking result, drawn with the DOM (the page ships no framework). SPEC §4: pending and
// confirmed each have their own style; any other status shows in the red, cancelled style.

const dateLong = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });

/** A booking's date as a person writes it: Saturday, 28 November 2026 (the restaurant's own calendar date). */
export function writtenDate(date: string): string {
  return dateLong.format(new Date(`${date}T00:00:00Z`));
}

/** 19:30 → 7:30 PM. */
export function writtenTime(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return `${hours % 12 || 12}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
}

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
