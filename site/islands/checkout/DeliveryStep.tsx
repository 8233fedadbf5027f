import '../../lib/zod-jitless';
import { type SubmitEvent, useState } from 'react';
import { DeliveryInput, type Handover, PickupInput } from '#contract/checkout';
import { type DeliveryArea, notServedMessage, underMinimumMessage } from '#contract/delivery-areas';
import { CHECKOUT } from '#contract/messages/checkout';
import type { Fulfilment } from '#contract/order-rules';
import { fieldErrors } from '../../lib/field-errors';
import { clockTime, dayFromNow, deliveryTime, formatTaka } from '../../lib/format';
import type { HandoverChoice, Quote } from '../../lib/orders/quote';
import { Field, focusFirstError, formValues, SelectField, TextAreaField } from '../shared/Field';

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** A time a pickup may be for, as the guest reads it: "Today, 7:15 PM", "Tomorrow, 12:30 PM". */
const slotWords = (slot: string) => `${capitalised(dayFromNow(slot, new Date()))}, ${clockTime(slot)}`;

/** Where a pickup is collected: the restaurant's own details, from the site settings. */
export interface PickupPlace {
  name: string;
  address: string;
  directionsUrl: string;
}

interface Props {
  /** What the guest typed before (this tab), or their profile's address and phone. */
  initial: {
    address: string;
    phone: string;
    instructions?: string | undefined;
  };
  /** The published areas, by name; undefined while they load. */
  areas: readonly DeliveryArea[] | undefined;
  choice: HandoverChoice;
  onChoice: (choice: HandoverChoice) => void;
  /** The summary's figures for the current choice. */
  quote: Quote;
  subtotal: number;
  place: PickupPlace;
  /** The times a pickup may be for while the kitchen is open (ISO instants, soonest first); none while it is closed (the cart asked then). */
  pickupSlots?: readonly string[];
  onPickupAt?: (slot: string | null) => void;
  /** The delivery time the guest scheduled (ISO instant); null: as soon as possible. */
  scheduledFor?: string | null;
  onBack: () => void;
  onContinue: (handover: Handover) => void;
}

/**
 * SPEC §2 and §5 "Delivery form", with delivery areas and pickup (docs/spec.md "Departures"): the guest chooses
 * delivery or pickup; a delivery asks the area first (its fee, minimum and time follow it), then the address.
 */
export default function DeliveryStep({ initial, areas, choice, onChoice, quote, subtotal, place, pickupSlots = [], onPickupAt, scheduledFor = null, onBack, onContinue }: Props) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const pickup = choice.fulfilment === 'pickup';
  const area = quote.area;
  // An area staff have stopped delivering to, or a cart under its minimum, cannot go on as a delivery.
  const refusal = area && !area.served ? notServedMessage(area) : area && quote.short > 0 ? underMinimumMessage(area, subtotal) : null;

  function choose(fulfilment: Fulfilment) {
    setErrors({});
    onChoice({ ...choice, fulfilment });
  }

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const values = formValues(form);
    if (pickup) {
      const { data, errors: found } = fieldErrors(PickupInput, {
        phone: values['phone'] ?? '',
        instructions: values['instructions'] ?? '',
      });
      setErrors(found);
      if (data) onContinue({ fulfilment: 'pickup', delivery: data });
      else focusFirstError(form, found);
      return;
    }
    const { data, errors: found } = fieldErrors(DeliveryInput, {
      area: values['area'] ?? '',
      address: values['address'] ?? '',
      phone: values['phone'] ?? '',
      instructions: values['instructions'] ?? '',
    });
    // The refusal is already on screen under the area: the guest is taken back to it.
    setErrors(found);
    if (data && !refusal) onContinue({ fulfilment: 'delivery', delivery: data });
    else focusFirstError(form, refusal ? { area: refusal, ...found } : found);
  }

  return (
    <section className="panel" aria-labelledby="step-title">
      <h2 id="step-title" className="panel-title" tabIndex={-1}>
        {CHECKOUT.steps.delivery}
      </h2>
      {scheduledFor && <p className="schedule-at">{pickup ? CHECKOUT.pickupAt(deliveryTime(scheduledFor)) : CHECKOUT.deliveryAt(deliveryTime(scheduledFor))}</p>}
      <form className="checkout-form" noValidate onSubmit={submit}>
        <fieldset className="methods methods--two">
          <legend className="methods-legend">{CHECKOUT.handoverLegend}</legend>
          {(
            [
              ['delivery', CHECKOUT.deliveryChoice, CHECKOUT.deliveryChoiceHint],
              ['pickup', CHECKOUT.pickupChoice, CHECKOUT.pickupChoiceHint],
            ] as const
          ).map(([value, label, hint]) => (
            <label key={value} className="method handover-choice">
              <input type="radio" name="fulfilment" value={value} checked={choice.fulfilment === value} onChange={() => choose(value)} />
              <span className="handover-choice-text">
                <span className="handover-choice-label">{label}</span>
                <span className="handover-choice-hint">{hint}</span>
              </span>
            </label>
          ))}
        </fieldset>

        {pickup ? (
          <div className="pickup-place">
            <p className="pickup-place-title">{CHECKOUT.pickupFrom}</p>
            <p className="pickup-place-name">{place.name}</p>
            <p>{place.address}</p>
            <p>
              <a href={place.directionsUrl} target="_blank" rel="noopener noreferrer">
                {CHECKOUT.directions}
                <span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </p>
            {!scheduledFor && quote.minutes > 0 && <p className="pickup-place-time">{CHECKOUT.pickupReadyIn(quote.minutes)}</p>}
          </div>
        ) : (
          <>
            <SelectField
              form="delivery"
              name="area"
              label={CHECKOUT.areaLabel}
              value={choice.area ?? ''}
              onChange={(event) => {
                setErrors((shown) => Object.fromEntries(Object.entries(shown).filter(([field]) => field !== 'area')));
                onChoice({ ...choice, area: event.target.value || null });
              }}
              required
              error={errors['area'] ?? refusal ?? undefined}
              hint={area && !refusal ? CHECKOUT.areaTerms(formatTaka(area.fee), formatTaka(area.minimum), quote.minutes) : undefined}
            >
              <option value="">{areas ? CHECKOUT.areaPlaceholder : 'Loading the areas…'}</option>
              {areas?.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.served ? `${option.name} (${formatTaka(option.fee)})` : `${option.name} (${CHECKOUT.notServedOption})`}
                </option>
              ))}
            </SelectField>
            {refusal && (
              <p className="area-refusal">
                {area && !area.served ? (
                  <button className="button button--quiet" type="button" onClick={() => choose('pickup')}>
                    {CHECKOUT.collectInstead}
                  </button>
                ) : (
                  <button className="button button--quiet" type="button" onClick={onBack}>
                    {CHECKOUT.addMoreDishes}
                  </button>
                )}
              </p>
            )}
            <Field form="delivery" name="address" label="Address" type="text" autoComplete="street-address" defaultValue={initial.address} placeholder="House, road, landmark" required error={errors['address']} />
          </>
        )}
        {pickup && pickupSlots.length > 0 && (
          <SelectField form="delivery" name="pickupAt" label={CHECKOUT.pickupWhen} value={scheduledFor ?? ''} onChange={(event) => onPickupAt?.(event.target.value || null)}>
            <option value="">{CHECKOUT.pickupSoonest(quote.minutes)}</option>
            {pickupSlots.map((slot) => (
              <option key={slot} value={slot}>
                {slotWords(slot)}
              </option>
            ))}
          </SelectField>
        )}
        <Field form="delivery" name="phone" label="Phone" type="tel" inputMode="tel" autoComplete="tel" defaultValue={initial.phone} placeholder="01XXXXXXXXX" required error={errors['phone']} />
        <TextAreaField
          form="delivery"
          name="instructions"
          label={pickup ? CHECKOUT.pickupNote : CHECKOUT.instructions}
          rows={3}
          maxLength={500}
          defaultValue={initial.instructions ?? ''}
          placeholder={pickup ? 'An allergy, a time you will come by…' : 'Gate code, landmark, a time to call…'}
          error={errors['instructions']}
        />
        <div className="panel-actions">
          <button className="button button--quiet" type="button" onClick={onBack}>
            {CHECKOUT.backToCart}
          </button>
          <button className="button" type="submit">
            {CHECKOUT.continueToPayment}
          </button>
        </div>
      </form>
    </section>
  );
}
