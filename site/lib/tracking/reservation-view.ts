import type { TrackedReservation } from '#contract/reservation-rules';
import { writtenDate, writtenTime } from '../format';
import { statusLabel, statusMessage, statusStyle } from '../reservations/status-display';
import { el } from './dom';

// The reservation tracking result, drawn with the DOM (the page ships no framework); its status as SPEC §4
// styles it (../reservations/status-display).

function detail(term: string, value: string): HTMLElement {
  return el('div', {}, el('dt', {}, term), el('dd', {}, value));
}

export function renderTrackedReservation(reservation: TrackedReservation): HTMLElement {
  const style = statusStyle(reservation.status);
  const title = el('h2', { class: 'track-title', id: 'track-title' }, el('span', { class: 'caps-heading' }, 'Reservation'), ' ', el('span', { class: 'track-id' }, reservation.id));
  return el(
    'article',
    { class: 'track-card', 'aria-labelledby': 'track-title' },
    el('header', { class: 'track-head' }, title, el('span', { class: `badge badge--${style}` }, statusLabel(reservation.status))),
    el('p', { class: 'track-for' }, `For ${reservation.name}`),
    el('p', { class: `track-message track-message--${style}` }, statusMessage(reservation.status)),
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
