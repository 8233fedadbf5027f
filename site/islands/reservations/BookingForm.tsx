import { type KeyboardEvent, lazy, type SubmitEvent, Suspense, useEffect, useRef, useState } from 'react';
import { TABLE_COUNT } from '#contract/floor-plan';
import { formatsFor } from '#contract/formats';
import * as VALIDATION from '#contract/messages/validation';
import { asciiDigits } from '#contract/phone';
import { isCalendarDate, NO_TABLE_MESSAGE, type Reservation } from '#contract/reservation-rules';
import type { WaitlistEntry } from '#contract/waitlist';
import { fill } from '../../i18n/fill';
import { sayMessage } from '../../i18n/messages';
import { useLang, useWords } from '../../i18n/react';
import { ApiError } from '../../lib/api';
import { bookingWindow, chosenTimeAfter } from '../../lib/reservations/availability';
import { bookTable } from '../../lib/reservations/bookings';
import { typedGuests } from '../../lib/reservations/party';
import { bookingRefusal, checkWords, failureWords } from '../../lib/reservations/refusal';
import { showToast } from '../../lib/toasts/show';
import type { SessionUser } from '../../lib/session/store';
import { Field, TextAreaField } from '../shared/Field';
import type { Restaurant } from './types';
import { TablePicker } from './TablePicker';
import { TimeSlots } from './TimeSlots';
import { useSlots } from './useSlots';
import { withNode } from './with-node';

/** SPEC §4: the confirmation shows no sooner than 1.5 s after submit; the request itself starts at once. */
const SUBMIT_PAUSE_MS = 1500;
const FORM = 'booking';
const REQUESTS_MAX = 500;

// The schema (zod's mini build) and the identity provider, whose token the booking carries, load when the
// guest first touches the form, not with the page: the request can then leave the moment they submit.
const loadSchema = () => import('../../lib/reservations/schema');
const getReady = () => {
  void loadSchema().catch(() => {});
  void import('../../lib/auth/firebase').catch(() => {});
};
// The waitlist, for a time with no table for the party: its own chunk (and its form's checks when it opens),
// loaded only once a time is found full, so the form's first view carries none of it.
const loadWaitlist = () => import('./WaitlistJoin');
const WaitlistJoin = lazy(loadWaitlist);
const WaitlistInvite = lazy(() => loadWaitlist().then((module) => ({ default: module.WaitlistInvite })));

/** The fields in the order the guest meets them, for focus to land on the first one with a message. */
const SCREEN_ORDER = ['date', 'guests', 'time', 'table', 'name', 'phone', 'email', 'specialRequests'];

const randomTable = () => 1 + Math.floor(Math.random() * TABLE_COUNT);

/** The party size typed so far, when it is one the restaurant takes online. */
function partySize(guests: string): number | undefined {
  const size = typedGuests(guests);
  return Number.isInteger(size) && size >= 1 && size <= 20 ? size : undefined;
}

/** The spec's message for a party size outside 1–20, as the guest types it (its code: the catalog's words for it). */
function guestsMessage(guests: string): { code: 'guestsMax' | 'guestsMin'; message: string } | undefined {
  const size = typedGuests(guests);
  if (!Number.isFinite(size)) return undefined;
  return size > 20 ? { code: 'guestsMax', message: VALIDATION.guestsMax } : size < 1 ? { code: 'guestsMin', message: VALIDATION.guestsMin } : undefined;
}

interface Props {
  user: SessionUser;
  restaurant: Restaurant;
  onBooked: (reservation: Reservation) => void;
  onJoined: (entry: WaitlistEntry) => void;
}

/** SPEC §2 "Reservation screen" and §5: the booking form, offering only times a table is free. */
export function BookingForm({ user, restaurant, onBooked, onJoined }: Props) {
  const words = useWords('reservations');
  const validation = useWords('validation');
  const lang = useLang();
  const { digits, writtenDate, writtenTime } = formatsFor(lang);
  const [window] = useState(() => bookingWindow(new Date()));
  const [date, setDate] = useState(window.first);
  const [guests, setGuests] = useState(() => digits(2));
  const [time, setTime] = useState('');
  // SPEC §4: a random table, picked when the screen loads; it is a preference, the server seats the party.
  const [table, setTable] = useState(randomTable);
  const [name, setName] = useState(user.name);
  const [email, setEmail] = useState(user.email);
  const [phone, setPhone] = useState(user.phone);
  const [requests, setRequests] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // The full time the guest wanted, for the waitlist: one they had chosen, or the first full one they asked from.
  const [wanted, setWanted] = useState<{ time: string; chosen: boolean } | null>(null);
  const busy = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);

  const party = partySize(guests);
  const slots = useSlots(date, party, window);

  // The chosen time stays chosen while it is open for the party (chosenTimeAfter); when a new party size makes
  // it full, the guest is told beside the times, and focus goes there. Another date clears it (changeDate).
  const offered = slots.status === 'ready' ? slots.slots : undefined;
  const offeredFor = slots.status === 'ready' ? slots.guests : undefined;
  /** The party the chosen time was last shown open for. */
  const openFor = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (!offered || offeredFor === undefined || time === '') return;
    const outcome = chosenTimeAfter(time, openFor.current, { guests: offeredFor, slots: offered });
    if (outcome === 'keep') {
      openFor.current = offeredFor;
      return;
    }
    setTime('');
    if (outcome === 'full') {
      setWanted({ time, chosen: true });
      setErrors((shown) => ({ ...shown, time: fill(offeredFor === 1 ? words.form.nowFullOne : words.form.nowFullOther, { time: writtenTime(time), count: digits(offeredFor) }) }));
      document.getElementById(`${FORM}-time-error`)?.focus();
    }
  }, [offered, offeredFor, time, words, writtenTime, digits]);

  const clearError = (field: string) =>
    setErrors((shown) => (field in shown ? Object.fromEntries(Object.entries(shown).filter(([name]) => name !== field)) : shown));

  const changeDate = (value: string) => {
    setDate(value);
    setTime('');
    setWanted(null);
    clearError('date');
  };
  // The time stays chosen: the times for the new party, once they come, say whether it is still open.
  const changeGuests = (value: string) => {
    setGuests(value);
    clearError('guests');
  };

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy.current) return;
    busy.current = true;
    const form = event.currentTarget;
    setFailure(null);
    try {
      // A time shown full for this party is never sent; while the times for a new party are on their way, the
      // chosen one is (the server books it if a table is free, else refuses beside the time).
      const chosen = !offered || offered.some((slot) => slot.time === time && !slot.full) ? time : '';
      // Digits as the guest typed them, Bengali ones too, go to the Worker in ASCII.
      const values = { name, email, phone: asciiDigits(phone), date, time: chosen, guests: typedGuests(guests), table, ...(requests.trim() ? { specialRequests: requests } : {}) };
      const { bookingForm, fieldErrors } = await loadSchema();
      const { data, errors: checked } = fieldErrors(bookingForm(), values);
      const found = checkWords(checked, validation);
      setErrors(found);
      if (!data) {
        focusFirst(form, found);
        return;
      }
      setSubmitting(true);
      const pause = new Promise((resolve) => setTimeout(resolve, SUBMIT_PAUSE_MS));
      const [reservation] = await Promise.all([bookTable(user, data, lang), pause]);
      onBooked(reservation);
    } catch (error) {
      // A refusal, or no answer at all (the schema's own download included): nothing typed is lost.
      refused(error, form);
    } finally {
      busy.current = false;
      setSubmitting(false);
    }
  }

  /** The server's refusal, beside the field it concerns or beside the button (bookingRefusal); anything else, the spec's toast and why. */
  function refused(error: unknown, form: HTMLFormElement) {
    const refusal = bookingRefusal(error, validation);
    if (refusal?.at === 'time') {
      setErrors({ time: refusal.message });
      if (error instanceof ApiError && error.message === NO_TABLE_MESSAGE && time) setWanted({ time, chosen: true });
      slots.refresh();
      form.querySelector<HTMLElement>(`#${FORM}-time-error`)?.focus();
    } else if (refusal?.at === 'fields') {
      setErrors(refusal.errors);
      focusFirst(form, refusal.errors);
    } else if (refusal?.at === 'form') {
      // Nothing to correct in the form: the guest cancels a booking below, or calls. No "try again" toast.
      setFailure(refusal.message);
    } else {
      showToast(words.toasts.failed, 'error');
      setFailure(failureWords(error, validation, words.form.offline, words.failure.signedOut));
    }
  }

  /** The waitlist's messages for this form's fields, each beside its field. */
  const waitlistErrors = (found: Record<string, string>, focus: boolean) => {
    setErrors((shown) => ({ ...shown, ...found }));
    if (focus && formRef.current) focusFirst(formRef.current, found);
  };
  const firstFull = offered?.find((slot) => slot.full)?.time;
  const outOfRange = guestsMessage(guests);
  const guestMessage = outOfRange && sayMessage(validation, outOfRange);

  return (
    <form className="booking" ref={formRef} noValidate onSubmit={(event) => void submit(event)} onFocus={getReady} aria-labelledby="booking-title">
      <h2 id="booking-title" className="booking-title">
        {words.form.title}
      </h2>
      <fieldset className="booking-section">
        <legend className="caps-heading">{words.form.when}</legend>
        <div className="booking-row">
          <Field
            form={FORM}
            name="date"
            label={words.form.date}
            type="date"
            min={window.first}
            max={window.last}
            value={date}
            error={errors['date']}
            onChange={(event) => changeDate(event.target.value)}
            hint={isCalendarDate(date) ? writtenDate(date) : words.form.dateHint}
          />
          <GuestsField guests={guests} error={errors['guests'] ?? guestMessage} restaurant={restaurant} onChange={changeGuests} />
        </div>
        <TimeSlots
          form={FORM}
          date={date}
          guests={party}
          slots={slots}
          time={time}
          error={errors['time']}
          onChoose={(value) => (setTime(value), setWanted(null), clearError('time'))}
          onDate={changeDate}
        />
        <Suspense fallback={null}>
          {wanted ? (
            <WaitlistJoin
              key={`${date}|${wanted.time}`}
              user={user}
              details={{ name, email, phone, date, guests }}
              time={wanted.time}
              chosen={wanted.chosen}
              onFieldErrors={waitlistErrors}
              onJoined={onJoined}
            />
          ) : (
            firstFull && <WaitlistInvite onOpen={() => setWanted({ time: firstFull, chosen: false })} />
          )}
        </Suspense>
        <TablePicker form={FORM} table={table} guests={party} onChange={setTable} />
      </fieldset>

      <fieldset className="booking-section">
        <legend className="caps-heading">{words.form.details}</legend>
        <div className="booking-row">
          <Field form={FORM} name="name" label={words.form.name} autoComplete="name" value={name} error={errors['name']} onChange={(event) => (setName(event.target.value), clearError('name'))} />
          <Field form={FORM} name="phone" label={words.form.phone} type="tel" autoComplete="tel" value={phone} error={errors['phone']} onChange={(event) => (setPhone(event.target.value), clearError('phone'))} />
        </div>
        <Field form={FORM} name="email" label={words.form.email} type="email" autoComplete="email" value={email} error={errors['email']} onChange={(event) => (setEmail(event.target.value), clearError('email'))} />
        <TextAreaField
          form={FORM}
          name="specialRequests"
          label={words.form.requests}
          rows={3}
          value={requests}
          error={errors['specialRequests']}
          placeholder={words.form.requestsPlaceholder}
          onChange={(event) => (setRequests(event.target.value), clearError('specialRequests'))}
          hint={<span className={requests.length > REQUESTS_MAX ? 'count count--over' : 'count'}>{`${digits(requests.length)} / ${digits(REQUESTS_MAX)}`}</span>}
        />
      </fieldset>

      <div className="booking-submit">
        {failure && (
          <p className="form-alert" role="alert">
            {failure}
          </p>
        )}
        <button className="button" type="submit" disabled={submitting}>
          {submitting && <span className="spinner" aria-hidden="true" />}
          {submitting ? words.form.submitting : words.form.submit}
        </button>
        <p className="visually-hidden" role="status">
          {submitting ? words.form.submitting : ''}
        </p>
      </div>
    </form>
  );
}

function GuestsField({ guests, error, restaurant, onChange }: { guests: string; error: string | undefined; restaurant: Restaurant; onChange: (value: string) => void }) {
  const { form } = useWords('reservations');
  const lang = useLang();
  const { digits } = formatsFor(lang);
  const id = `${FORM}-guests`;
  const size = typedGuests(guests) || 0;
  const step = (by: number) => onChange(digits(Math.min(20, Math.max(1, size + by))));
  // English keeps the browser's number field. A Bangla page takes the party size in Bengali digits too, which a
  // number field refuses: a text field, a spin button to assistive technology, with the arrow keys that step one.
  const field =
    lang === 'en'
      ? ({ type: 'number', min: 1, max: 20 } as const)
      : {
          type: 'text',
          role: 'spinbutton',
          autoComplete: 'off',
          'aria-valuemin': 1,
          'aria-valuemax': 20,
          'aria-valuenow': Number.isFinite(typedGuests(guests)) ? typedGuests(guests) : undefined,
          'aria-valuetext': guests,
          onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
            if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
            event.preventDefault();
            step(event.key === 'ArrowUp' ? 1 : -1);
          },
        };
  return (
    <div className="field">
      <label htmlFor={id}>{form.guests}</label>
      <div className="stepper">
        <button type="button" className="icon-button" aria-label={form.guestFewer} disabled={size <= 1} onClick={() => step(-1)}>
          −
        </button>
        <input
          className="input"
          id={id}
          name="guests"
          inputMode="numeric"
          {...field}
          value={guests}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-error ${id}-hint`}
          onChange={(event) => onChange(event.target.value)}
        />
        <button type="button" className="icon-button" aria-label={form.guestMore} disabled={size >= 20} onClick={() => step(1)}>
          +
        </button>
      </div>
      <p className="field-error" id={`${id}-error`} aria-live="polite">
        {error ?? ''}
      </p>
      <p className="field-hint" id={`${id}-hint`}>
        {withNode(form.bigParty, 'phone', <a href={restaurant.phoneHref}>{restaurant.phone}</a>)}
      </p>
    </div>
  );
}

/** Moves focus to the first field on screen with a message (for the time, its first open slot, else its message). */
function focusFirst(form: HTMLFormElement, errors: Record<string, string>) {
  const field = SCREEN_ORDER.find((name) => name in errors);
  if (!field) return;
  (form.querySelector<HTMLElement>(`[name="${field}"]:not([disabled])`) ?? form.querySelector<HTMLElement>(`#${FORM}-${field}-error`))?.focus();
}
