import { type SubmitEvent, useEffect, useRef, useState } from 'react';
import { TIME_SLOTS } from '#contract/reservation-rules';
import type { WaitlistEntry } from '#contract/waitlist';
import { api, ApiError, failureMessage } from '../../lib/api';
import { writtenDate, writtenTime } from '../../lib/format';
import { Field, SelectField } from '../shared/Field';
import { addIssuesToFields, type AddForm, checkAdd, emptyAddForm } from './waitlist';
import * as WAIT from './waitlist-messages';

const GUESTS = Array.from({ length: 20 }, (_, index) => String(index + 1));
const FORM = 'wait-add';

/** Focus goes to the first field with a message, in the form's order. */
function focusFirst(errors: Record<string, string>) {
  const first = ['name', 'phone', 'guests', 'fromTime', 'toTime'].find((key) => errors[key]);
  if (first) document.getElementById(`${FORM}-${first}`)?.focus();
}

/**
 * "Add a guest": someone at the door or on the phone joins the evening's list (POST /api/staff/waitlist), checked
 * first with the Worker's own schema. For tonight, the window starts at the next half hour.
 */
export function WaitlistAddForm({ date, tonight, onAdded, onClose, onDenied }: { date: string; tonight: string; onAdded: (entry: WaitlistEntry) => void; onClose: () => void; onDenied: () => void }) {
  const [form, setForm] = useState<AddForm>(() => emptyAddForm(date, Date.now()));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const first = useRef<HTMLDivElement>(null);
  useEffect(() => first.current?.querySelector('input')?.focus(), []);

  const update = (patch: Partial<AddForm>) => {
    setForm((current) => ({ ...current, ...patch }));
    setAlert(null);
    setErrors((shown) => Object.fromEntries(Object.entries(shown).filter(([key]) => !(key in patch))));
  };

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const { body, errors: found } = checkAdd(form);
    if (!body) {
      setErrors(found);
      setAlert(WAIT.fixFields);
      focusFirst(found);
      return;
    }
    setSending(true);
    setErrors({});
    setAlert(null);
    try {
      // Tonight is the Worker's default; another evening is named.
      const answer = await api<{ entry: WaitlistEntry }>('/api/staff/waitlist', { method: 'POST', body: date === tonight ? body : { ...body, date } });
      onAdded(answer.entry);
    } catch (error) {
      if (error instanceof ApiError && error.status === 403) {
        onDenied();
        return;
      }
      const fields = error instanceof ApiError ? addIssuesToFields(error.issues) : {};
      setErrors(fields);
      focusFirst(fields);
      setAlert(fields['form'] ?? failureMessage(error));
    } finally {
      setSending(false);
    }
  }

  const times = (label: string) => [
    <option key="" value="">
      {label}
    </option>,
    ...TIME_SLOTS.map((time) => (
      <option key={time} value={time}>
        {writtenTime(time)}
      </option>
    )),
  ];
  return (
    <form className="wait-add" noValidate aria-labelledby="wait-add-title" onSubmit={(event) => void submit(event)}>
      <h3 id="wait-add-title" className="wait-add-title">
        {WAIT.addHeading}
      </h3>
      <p className="admin-muted wait-add-for">{WAIT.addFor(date === tonight ? null : writtenDate(date))}</p>
      <div className="wait-add-fields" ref={first}>
        <Field form={FORM} name="name" label={WAIT.nameLabel} type="text" autoComplete="off" maxLength={50} required value={form.name} onChange={(event) => update({ name: event.target.value })} error={errors['name']} />
        <Field form={FORM} name="phone" label={WAIT.phoneLabel} type="tel" inputMode="tel" autoComplete="off" maxLength={15} placeholder="01XXXXXXXXX" required value={form.phone} onChange={(event) => update({ phone: event.target.value })} error={errors['phone']} />
        <SelectField form={FORM} name="guests" label={WAIT.guestsLabel} required value={form.guests} onChange={(event) => update({ guests: event.target.value })} error={errors['guests']}>
          {GUESTS.map((count) => (
            <option key={count} value={count}>
              {WAIT.party(Number(count))}
            </option>
          ))}
        </SelectField>
        <div className="wait-add-pair">
          <SelectField form={FORM} name="fromTime" label={WAIT.fromLabel} required value={form.fromTime} onChange={(event) => update({ fromTime: event.target.value })} error={errors['fromTime']}>
            {times(WAIT.chooseTime)}
          </SelectField>
          <SelectField form={FORM} name="toTime" label={WAIT.toLabel} required value={form.toTime} onChange={(event) => update({ toTime: event.target.value })} error={errors['toTime']}>
            {times(WAIT.chooseTime)}
          </SelectField>
        </div>
      </div>
      {alert && (
        <p className="form-alert" role="alert">
          {alert}
        </p>
      )}
      <div className="wait-add-actions">
        <button type="submit" className="button" aria-disabled={sending}>
          {sending ? WAIT.submitting : WAIT.submit}
        </button>
        <button type="button" className="button button--quiet" onClick={onClose}>
          {WAIT.cancel}
        </button>
      </div>
    </form>
  );
}
