import { formatsFor } from '#contract/formats';
import type { TrackedReservation } from '#contract/reservation-rules';
import type { Catalog } from '../../i18n/catalog';
import { fill } from '../../i18n/fill';
import type { Lang } from '../../i18n/lang';
import { statusLabel, statusMessage, statusStyle } from '../reservations/status-display';
import { el, fillWith, guestGiven } from './dom';

// The reservation tracking result, drawn with the DOM (the page ships no framework); its status as SPEC §4
// styles it (../reservations/status-display), in the page's words and its dates and digits.

type Words = Catalog['tracking']['reservation'];

function detail(term: string, value: string): HTMLElement {
  return el('div', {}, el('dt', {}, term), el('dd', {}, value));
}

export function renderTrackedReservation(reservation: TrackedReservation, words: Words, lang: Lang): HTMLElement {
  const { digits, writtenDate, writtenTime } = formatsFor(lang);
  const style = statusStyle(reservation.status);
  // The Worker names the table's kind by the floor plan's name ('Window'): the page says it in its own words.
  const kind = reservation.kind ? (words.kinds[reservation.kind as keyof Words['kinds']] ?? reservation.kind) : '';
  const table = digits(reservation.table);
  const title = el('h2', { class: 'track-title', id: 'track-title' }, el('span', { class: 'caps-heading' }, words.heading), ' ', el('span', { class: 'track-id' }, reservation.id));
  return el(
    'article',
    { class: 'track-card', 'aria-labelledby': 'track-title' },
    el('header', { class: 'track-head' }, title, el('span', { class: `badge badge--${style}` }, statusLabel(reservation.status, words.status))),
    el('p', { class: 'track-for' }, ...fillWith(words.forName, { name: guestGiven(reservation.name, lang) })),
    el('p', { class: `track-message track-message--${style}` }, statusMessage(reservation.status, words.status)),
    el(
      'dl',
      { class: 'track-details' },
      detail(words.date, writtenDate(reservation.date)),
      detail(words.time, writtenTime(reservation.time)),
      detail(words.guests, fill(words.guestsValue, { count: digits(reservation.guests) })),
      detail(words.table, kind ? `${table} · ${kind}` : table),
    ),
  );
}
