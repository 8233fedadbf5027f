import { type ReactNode, useState } from 'react';
import type { ReservationScope } from '#contract/admin';
import { tableKind } from '#contract/floor-plan';
import * as ADMIN from './messages';
import * as TOASTS from '../../lib/toasts/messages';
import type { Reservation } from '#contract/reservation';
import { formatDhakaDateTime, shortDate, writtenDate, writtenTime } from '../../lib/format';
import { FIRST_SCOPE, RESERVATIONS_PATH } from './first-reads';
import { ActionCells, Details, IdButton, Phone, StatusBadge, StatusSelect, useColumns } from './controls';
import { ListPanel } from './ListPanel';
import { Toolbar } from './Toolbar';
import { type ListSpec, useAdminList } from './use-admin-list';
import { useFilters } from './use-filters';

type Status = Reservation['status'];
const LABELS = ADMIN.reservationStatusLabels;

const sittingKey = (booking: Reservation) => `${booking.date} ${booking.time} ${booking.id}`;

function spec(when: ReservationScope): ListSpec<Reservation> {
  return {
    path: RESERVATIONS_PATH,
    key: 'reservations',
    cursorParam: 'cursor',
    // The server's order: upcoming soonest first, past latest first.
    compare: (a, b) => (when === 'upcoming' ? 1 : -1) * (sittingKey(a) < sittingKey(b) ? -1 : 1),
    updatePath: (id) => `/api/reservation/update-reservation/${id}`,
    single: 'reservation',
    deletePath: (id) => `/api/reservation/delete-reservation/${id}`,
    words: { updated: TOASTS.reservationUpdated, deleted: TOASTS.reservationDeleted, deleteFailed: TOASTS.reservationDeleteFailed, confirmDelete: ADMIN.confirmDeleteReservation },
  };
}
const SPECS = { upcoming: spec('upcoming'), past: spec('past') };

/** SPEC §2: the reservations table; today's and the days ahead first, or the past; searched and filtered. */
export function ReservationsPanel({ pollTick, onChange }: { pollTick: number; onChange: () => Promise<void> }) {
  const [when, setWhen] = useState<ReservationScope>(FIRST_SCOPE);
  const { search, setSearch, status, setStatus, query, filtered } = useFilters<Status>({ when });
  const list = useAdminList(SPECS[when], query);
  const columns = useColumns(ADMIN.reservationColumns);
  return (
    <ListPanel
      list={list}
      subject="reservations"
      caption="Reservations"
      columns={columns}
      filtered={filtered}
      emptyText={when === 'upcoming' ? 'No bookings from today on yet.' : 'No past bookings.'}
      pollTick={pollTick}
      onChange={onChange}
      toolbar={
        <Toolbar subject="reservations" search={search} onSearch={setSearch} placeholder="Reservation ID, name or phone" status={status} statuses={LABELS} onStatus={setStatus}>
          <div className="field">
            <label htmlFor="admin-reservations-when">Dates</label>
            <select className="input" id="admin-reservations-when" value={when} onChange={(event) => setWhen(event.target.value as ReservationScope)}>
              <option value="upcoming">Upcoming</option>
              <option value="past">Past</option>
            </select>
          </div>
        </Toolbar>
      }
      renderRow={({ item, fresh, open, remove, setStatus: change }) => (
        <tr key={item.id} data-row={item.id} className={fresh ? 'admin-row--new' : undefined}>
          <th scope="row">
            <IdButton id={item.id} what="reservation" onOpen={open} />
          </th>
          <td>{item.name}</td>
          <td className="admin-nowrap">
            <time dateTime={item.date}>{shortDate(item.date)}</time>
          </td>
          <td className="admin-nowrap admin-num">{writtenTime(item.time)}</td>
          <td className="admin-num">{item.guests}</td>
          <td>
            <StatusSelect label={`Status of reservation ${item.id}`} value={item.status} options={LABELS} onChange={change} />
          </td>
          <ActionCells status={item.status} label={LABELS[item.status]} deleteLabel={`Delete reservation ${item.id}`} onDelete={remove} />
        </tr>
      )}
      renderDetails={(booking) => <ReservationDetails booking={booking} />}
    />
  );
}

function ReservationDetails({ booking }: { booking: Reservation }) {
  const facts: [string, ReactNode][] = [
    ['Guest', booking.name],
    ['Phone', <Phone key="phone" number={booking.phone} />],
    ['E-mail', booking.email ? <a href={`mailto:${booking.email}`}>{booking.email}</a> : '—'],
    ['Date', writtenDate(booking.date)],
    ['Time', writtenTime(booking.time)],
    ['Guests', String(booking.guests)],
    ['Table', `${booking.table} · ${tableKind(booking.table) ?? ''}`],
    ['Status', <StatusBadge key="status" status={booking.status} label={LABELS[booking.status]} />],
    ['Booked', formatDhakaDateTime(booking.createdAt)],
  ];
  return <Details facts={facts} wide={[['Special requests', booking.specialRequests]]} />;
}
