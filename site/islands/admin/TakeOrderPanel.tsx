import { type SubmitEvent, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { DeliveryArea } from '#contract/delivery-areas';
import { CHECKOUT } from '#contract/messages/checkout';
import type { StaffOrderAnswer } from '#contract/staff';
import { api, ApiError, failureMessage } from '../../lib/api';
import { formatTaka } from '../../lib/format';
import { type CatalogueMap, loadPublished } from '../../lib/orders/catalogue';
import { quote as quoteFor } from '../../lib/orders/quote';
import { followStatus, readStatus } from '../../lib/tonight/status';
import type { ServiceStatus } from '#contract/service';
import { Field, SelectField, TextAreaField } from '../shared/Field';
import { Pending } from '../shared/LoginRequired';
import { DishLines } from './DishLines';
import { GuestPicker } from './GuestPicker';
import { OrderFigures } from './OrderFigures';
import { AwaitingPayment } from './AwaitingPayment';
import { OrderTaken } from './OrderTaken';
import {
  type Attempt,
  attemptFor,
  changedFigures,
  checkForm,
  chooseFulfilment,
  chooseGuest,
  clearGuest,
  EMPTY_FORM,
  fieldId,
  type Figures,
  figuresOf,
  fingerprint,
  issuesToFields,
  orderBody,
  paymentChoices,
  reviewLines,
  scheduledFor,
  type TakeOrderForm,
} from './take-order';
import * as TAKE from './take-order-messages';
import { WhenField, useKitchenTimes } from './WhenField';
import './take-order.css';

// The dashboard's "New order" tab (its code loaded when the tab is first chosen): staff take an order for a guest on
// the phone or at the counter, from the published menu and its delivery areas, and send it to POST /api/staff/orders
// (worker/routes/staff.ts), which prices, times and refuses it as it does a guest's own order.

interface Published {
  catalogue: CatalogueMap;
  areas: DeliveryArea[];
  serviceChargeRate: number;
}

/** Focus goes to the first field with a message, in the order the form shows them. */
function focusFirst(errors: Record<string, string>) {
  const elements = Object.keys(errors)
    .map((key) => document.getElementById(fieldId(key === 'items' ? 'dish-q' : key)))
    .filter((element): element is HTMLElement => element !== null)
    .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
  elements[0]?.focus();
}

export default function TakeOrderPanel({ onTaken, onDenied }: { onTaken: () => void; onDenied: () => void }) {
  const [published, setPublished] = useState<Published | null>(null);
  const [readFailure, setReadFailure] = useState<string | null>(null);
  const [status, setStatus] = useState<ServiceStatus | null>(null);
  const [form, setForm] = useState<TakeOrderForm>(EMPTY_FORM);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<string | null>(null);
  // The Worker's own figures after a 409, for the order as it was then: sent as they are while it stays the same.
  const [changed, setChanged] = useState<{ print: string; figures: Figures } | null>(null);
  const [sending, setSending] = useState(false);
  const [taken, setTaken] = useState<StaffOrderAnswer | null>(null);
  // The Idempotency-Key of this order's sends (./take-order.ts attemptFor): a double tap or a retry is one order.
  const attempt = useRef<Attempt | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  const read = useCallback(async (fresh = false) => {
    try {
      setPublished(await loadPublished(fresh));
      setReadFailure(null);
    } catch (error) {
      setReadFailure((shown) => shown ?? failureMessage(error));
    }
  }, []);
  useEffect(() => void read(), [read]);
  // Tonight's hours, pause and sold-out dishes, from the public status answer the guests' pages follow.
  useEffect(() => followStatus(setStatus), []);

  const times = useKitchenTimes(status);
  const at = scheduledFor(form.when, times.slots, times.takesOrdersNow);
  // A dish sold out tonight may still be ordered for a later service it is back for: the Worker decides then.
  const soldOut = useMemo(() => (at === null ? (status?.soldOut ?? []) : []), [at, status]);
  const review = useMemo(() => reviewLines(form.lines, published?.catalogue, soldOut), [form.lines, published, soldOut]);
  const quote = useMemo(() => quoteFor(review, published?.areas, { fulfilment: form.fulfilment, area: form.area || null }, published?.serviceChargeRate), [review, published, form.fulfilment, form.area]);
  const computed = figuresOf(review, quote);
  const print = fingerprint(orderBody(form, computed, at));
  const figures = changed && changed.print === print ? changed.figures : computed;

  // A change to the form clears what was said of it: the messages of the fields it changed, and the form's own.
  const update = (patch: Partial<TakeOrderForm>, cleared: string[] = Object.keys(patch)) => {
    setForm((current) => ({ ...current, ...patch }));
    setAlert(null);
    setErrors((shown) => Object.fromEntries(Object.entries(shown).filter(([key]) => !cleared.includes(key))));
  };

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    // A second tap while the first is on its way waits for its answer (the key would make it the same order anyway).
    if (sending || !published) return;
    const found = checkForm(form, review, quote);
    if (Object.keys(found).length > 0) {
      setErrors(found);
      setAlert(TAKE.fixFields);
      focusFirst(found);
      return;
    }
    const body = orderBody(form, figures, at);
    attempt.current = attemptFor(attempt.current, print, () => crypto.randomUUID());
    setSending(true);
    setErrors({});
    setAlert(null);
    try {
      const answer = await api<StaffOrderAnswer>('/api/staff/orders', { method: 'POST', body, headers: { 'Idempotency-Key': attempt.current.key } });
      attempt.current = null;
      setChanged(null);
      setTaken(answer);
      onTaken();
    } catch (error) {
      if (error instanceof ApiError && error.status === 403) {
        onDenied();
        return;
      }
      const real = changedFigures(error, figures);
      if (real) {
        setChanged({ print, figures: real });
        setAlert(TAKE.changedFigures);
        void read(true);
        return;
      }
      if (error instanceof ApiError && error.issues.length > 0) {
        const fields = issuesToFields(error.issues, form.lines);
        setErrors(fields);
        focusFirst(fields);
      }
      setAlert(failureMessage(error));
      // A refusal for tonight's state (closed, paused, sold out) shows on the form once the state is read again.
      if (error instanceof ApiError && error.status === 409) void readStatus().then((fresh) => fresh && setStatus(fresh));
    } finally {
      setSending(false);
    }
  }

  function another() {
    // A counter's tablet takes walk-ins all evening: the source stays as it was.
    setForm({ ...EMPTY_FORM, source: form.source });
    setErrors({});
    setAlert(null);
    setTaken(null);
    window.requestAnimationFrame(() => heading.current?.focus());
  }

  const pickup = form.fulfilment === 'pickup';
  const area = quote.area;
  const online = form.paymentMethod === 'bkash' || form.paymentMethod === 'credit-card';
  return (
    <div className="admin-panel take">
      <div className="admin-panel-head">
        <h2 id="take-title" ref={heading} tabIndex={-1}>
          {TAKE.heading}
        </h2>
      </div>
      {taken ? (
        <OrderTaken answer={taken} onAnother={another} />
      ) : published === null ? (
        readFailure === null ? (
          <Pending label={TAKE.loading} />
        ) : (
          <div className="admin-failure" role="alert">
            <p className="form-alert">
              {TAKE.menuFailed} {readFailure}
            </p>
            <button className="button button--quiet" type="button" onClick={() => void read()}>
              Try again
            </button>
          </div>
        )
      ) : (
        <>
          <AwaitingPayment />
          <form className="take-form" noValidate aria-labelledby="take-title" onSubmit={(event) => void submit(event)}>
            <div className="take-main">
              <p className="admin-muted take-intro">{TAKE.intro}</p>
              <fieldset className="take-section">
                <legend>{TAKE.sourceLegend}</legend>
                <div className="take-choices">
                  {(['phone', 'walk-in'] as const).map((source) => (
                    <label key={source} className="take-choice">
                      <input type="radio" name="source" value={source} checked={form.source === source} onChange={() => update({ source })} />
                      {TAKE.sourceLabels[source]}
                    </label>
                  ))}
                </div>
              </fieldset>

              <fieldset className="take-section">
                <legend>{TAKE.guestLegend}</legend>
                <GuestPicker
                  chosen={form.guestId ? { name: form.name, phone: form.phone } : null}
                  onChoose={(guest) => {
                    setForm((current) => chooseGuest(current, guest, published.areas));
                    setErrors({});
                  }}
                  onClear={() => setForm(clearGuest)}
                  error={errors['guest']}
                />
                <div className="take-pair">
                  <Field form="take" name="name" label={TAKE.nameLabel} type="text" autoComplete="off" maxLength={100} required value={form.name} onChange={(event) => update({ name: event.target.value })} error={errors['name']} />
                  <Field form="take" name="phone" label={TAKE.phoneLabel} type="tel" inputMode="tel" autoComplete="off" maxLength={20} placeholder="01XXXXXXXXX" required value={form.phone} onChange={(event) => update({ phone: event.target.value })} error={errors['phone']} />
                </div>
              </fieldset>

              <fieldset className="take-section">
                <legend>{TAKE.dishesLegend}</legend>
                <DishLines
                  catalogue={published.catalogue}
                  soldOut={soldOut}
                  lines={form.lines}
                  review={review}
                  errors={errors}
                  onChange={(lines) => update({ lines }, ['items', ...Object.keys(errors).filter((key) => key.startsWith('quantity-') || key.startsWith('note-'))])}
                />
              </fieldset>

              <fieldset className="take-section">
                <legend>{TAKE.handoverLegend}</legend>
                <div className="take-choices">
                  {(['delivery', 'pickup'] as const).map((way) => (
                    <label key={way} className="take-choice">
                      <input
                        type="radio"
                        name="fulfilment"
                        value={way}
                        checked={form.fulfilment === way}
                        onChange={() => {
                          setForm((current) => chooseFulfilment(current, way));
                          setErrors({});
                        }}
                      />
                      {way === 'delivery' ? CHECKOUT.deliveryChoice : CHECKOUT.pickupChoice}
                    </label>
                  ))}
                </div>
                {!pickup && (
                  <>
                    <SelectField
                      form="take"
                      name="area"
                      label={CHECKOUT.areaLabel}
                      required
                      value={form.area}
                      onChange={(event) => update({ area: event.target.value })}
                      error={errors['area']}
                      hint={area && !errors['area'] ? CHECKOUT.areaTerms(formatTaka(area.fee), formatTaka(area.minimum), quote.minutes) : undefined}
                    >
                      <option value="">{CHECKOUT.areaPlaceholder}</option>
                      {published.areas.map((option) => (
                        <option key={option.id} value={option.id}>
                          {option.served ? `${option.name} (${formatTaka(option.fee)})` : `${option.name} (${CHECKOUT.notServedOption})`}
                        </option>
                      ))}
                    </SelectField>
                    <Field form="take" name="address" label="Address" type="text" autoComplete="off" maxLength={300} placeholder="House, road, landmark" required value={form.address} onChange={(event) => update({ address: event.target.value })} error={errors['address']} />
                  </>
                )}
                <TextAreaField
                  form="take"
                  name="instructions"
                  label={pickup ? CHECKOUT.pickupNote : CHECKOUT.instructions}
                  rows={2}
                  maxLength={500}
                  value={form.instructions}
                  onChange={(event) => update({ instructions: event.target.value })}
                  error={errors['instructions']}
                />
                <WhenField times={times} value={at} minutes={quote.minutes} onChange={(when) => update({ when })} error={errors['when']} />
              </fieldset>

              <fieldset className="take-section" id={fieldId('paymentMethod')} tabIndex={-1} aria-describedby={errors['paymentMethod'] ? `${fieldId('paymentMethod')}-error` : undefined}>
                <legend>{TAKE.paymentLegend}</legend>
                <div className="take-choices take-choices--stack">
                  {paymentChoices(form.fulfilment).map(({ method, label }) => (
                    <label key={method} className="take-choice">
                      <input type="radio" name="paymentMethod" value={method} checked={form.paymentMethod === method} onChange={() => update({ paymentMethod: method })} />
                      {label}
                    </label>
                  ))}
                </div>
                {online && <p className="field-hint">{TAKE.payLinkNote}</p>}
                {errors['paymentMethod'] && (
                  <p className="field-error" id={`${fieldId('paymentMethod')}-error`}>
                    {errors['paymentMethod']}
                  </p>
                )}
              </fieldset>
            </div>

            <OrderFigures
              figures={figures}
              pickup={pickup}
              area={area?.name ?? null}
              at={at}
              alert={alert && errors['form'] && errors['form'] !== alert ? `${alert} ${errors['form']}` : alert}
              changed={changed !== null && changed.print === print}
              sending={sending}
            />
          </form>
        </>
      )}
    </div>
  );
}
