import { useEffect, useMemo, useRef, useState } from 'react';
import { formatsFor } from '#contract/formats';
import { asciiDigits } from '#contract/phone';
import type { WaitlistEntry } from '#contract/waitlist';
import { useLang, useWords } from '../../i18n/react';
import { ApiError } from '../../lib/api';
import { typedGuests } from '../../lib/reservations/party';
import { checkWords, failureWords, issueWords } from '../../lib/reservations/refusal';
import type { SessionUser } from '../../lib/session/store';
import { joinWaitlist } from '../../lib/waitlist/api';
import { defaultWindow, waitlistTimes } from '../../lib/waitlist/waitlist';
import { SelectField } from '../shared/Field';
import './waitlist.css';

// The waitlist's form under the booking form's times (docs/decisions/0026-texts-and-the-waitlist.md), for a time
// with no table for the party: the booking form's details, and a window of times instead of one; and, before it
// opens, the line that offers it. Its own chunk, loaded when a time is found full: the booking page's first view
// carries none of its code. Its words are the page's (the catalog's `waitlist`, handed to the island).

const FORM = 'waitlist';
/** The window's fields, shown here; the others are the booking form's, and their messages go there. */
const OWN = ['fromTime', 'toTime'];
/** The booking form's fields above this one: a message there comes first. */
const ABOVE = ['date', 'guests'];

const loadSchema = () => import('../../lib/waitlist/schema');

export interface Details {
  name: string;
  email: string;
  phone: string;
  date: string;
  /** As typed in the booking form (in Bengali or ASCII digits), as is the phone. */
  guests: string;
}

interface Props {
  user: SessionUser;
  details: Details;
  /** The full time the guest wanted. */
  time: string;
  /** Whether they had chosen it (else they asked from the times, and it is the first full one). */
  chosen: boolean;
  /** Messages for the booking form's own fields, each beside its field; `focus`, whether focus goes to the first. */
  onFieldErrors: (errors: Record<string, string>, focus: boolean) => void;
  onJoined: (entry: WaitlistEntry) => void;
}

/** Under the times, when some are full for the party: the way to the waitlist for one of them. */
export function WaitlistInvite({ onOpen }: { onOpen: () => void }) {
  const words = useWords('waitlist');
  return (
    <p className="waitlist-invite">
      {words.inviteQuestion}{' '}
      <button type="button" className="link-button" onClick={onOpen}>
        {words.join}
      </button>
    </p>
  );
}

/** The form (the default export, for React.lazy). */
export default function WaitlistJoin({ user, details, time, chosen, onFieldErrors, onJoined }: Props) {
  const words = useWords('waitlist');
  const { failure: offline } = useWords('reservations');
  const validation = useWords('validation');
  const lang = useLang();
  const { writtenTime } = formatsFor(lang);
  const times = useMemo(() => waitlistTimes(details.date, new Date()), [details.date]);
  const [between, setBetween] = useState(() => defaultWindow(time, times));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [joined, setJoined] = useState<string | null>(null);
  const busy = useRef(false);
  const panel = useRef<HTMLDivElement>(null);
  const said = useRef<HTMLParagraphElement>(null);

  useEffect(() => void loadSchema().catch(() => {}), []);
  // Opened from its invitation, whose button is gone: focus goes to the form's first field. Opened by a time found
  // full, focus stays on the message beside the times, which says why.
  useEffect(() => {
    if (!chosen) panel.current?.querySelector<HTMLElement>('select')?.focus();
  }, [chosen]);
  useEffect(() => {
    if (joined) said.current?.focus();
  }, [joined]);

  /** Each message beside its field: the window's here, the others in the booking form. */
  function show(found: Record<string, string>) {
    const own = Object.fromEntries(Object.entries(found).filter(([field]) => OWN.includes(field)));
    const others = Object.fromEntries(Object.entries(found).filter(([field]) => !OWN.includes(field) && field !== 'userId'));
    setErrors(own);
    const firstHere = Object.keys(own).length > 0 && !ABOVE.some((field) => field in others);
    if (Object.keys(others).length > 0) onFieldErrors(others, !firstHere);
    if (firstHere) panel.current?.querySelector<HTMLElement>(`[name="${OWN.find((field) => field in own) ?? ''}"]`)?.focus();
  }

  async function submit() {
    if (busy.current) return;
    busy.current = true;
    setFailure(null);
    try {
      const { name, email, phone, date, guests } = details;
      // Digits as the guest typed them, Bengali ones too, go to the Worker in ASCII.
      const values = { userId: user.userId, name, email, phone: asciiDigits(phone), date, guests: typedGuests(guests), ...between };
      const { waitlistInput, fieldErrors } = await loadSchema();
      const { data, errors: found } = fieldErrors(waitlistInput(), values);
      show(checkWords(found, validation));
      if (!data) return;
      setSending(true);
      // The page's language goes with it: the texts and mails about this place on the list are written in it.
      const { entry } = await joinWaitlist({ ...data, lang });
      setJoined(words.joined);
      onJoined(entry);
    } catch (error) {
      // A refusal of a field, beside it; already on the list (409), or no answer, beside the button.
      if (error instanceof ApiError && error.status === 400 && error.issues.length > 0) {
        show(issueWords(error, validation));
      } else {
        setFailure(failureWords(error, validation, offline.offline, offline.signedOut));
      }
    } finally {
      busy.current = false;
      setSending(false);
    }
  }

  const choose = (field: 'fromTime' | 'toTime', value: string) => {
    setBetween((shown) => ({ ...shown, [field]: value }));
    setErrors((shown) => Object.fromEntries(Object.entries(shown).filter(([name]) => name !== field)));
  };

  if (times.length === 0) return null;
  const options = times.map((slot) => (
    <option key={slot} value={slot}>
      {writtenTime(slot)}
    </option>
  ));
  return (
    <div className="waitlist-join" ref={panel}>
      <p className="waitlist-join-intro" id={`${FORM}-intro`}>
        {chosen ? words.fullAtThatTime : words.chooseWindow}
      </p>
      {joined === null && (
        <>
          <fieldset className="waitlist-window" aria-describedby={`${FORM}-intro`}>
            <legend className="slots-legend">{words.windowLegend}</legend>
            <div className="waitlist-window-times">
              <SelectField form={FORM} name="fromTime" label={words.fromLabel} value={between.fromTime} error={errors['fromTime']} onChange={(event) => choose('fromTime', event.target.value)}>
                {options}
              </SelectField>
              <SelectField form={FORM} name="toTime" label={words.untilLabel} value={between.toTime} error={errors['toTime']} onChange={(event) => choose('toTime', event.target.value)}>
                {options}
              </SelectField>
            </div>
            <p className="field-hint">{words.windowHint}</p>
          </fieldset>
          {failure && (
            <p className="form-alert" role="alert">
              {failure}
            </p>
          )}
          <button type="button" className="button button--quiet" disabled={sending} onClick={() => void submit()}>
            {sending && <span className="spinner" aria-hidden="true" />}
            {sending ? words.joining : words.join}
          </button>
        </>
      )}
      {/* Focused when it appears (the form it replaces had focus), so it is read at once. */}
      {joined !== null && (
        <p className="waitlist-joined" role="status" tabIndex={-1} ref={said}>
          {joined}
        </p>
      )}
    </div>
  );
}
