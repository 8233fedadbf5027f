import '../../lib/zod-jitless';
import { type SubmitEvent, useState } from 'react';
import { DeliveryInput, type Handover, PickupInput } from '#contract/checkout';
import { type DeliveryArea, shortOfMinimum } from '#contract/delivery-areas';
import { type Formats, formatsFor } from '#contract/formats';
import type { Fulfilment } from '#contract/order-rules';
import { asciiDigits } from '#contract/phone';
import type { Catalog } from '../../i18n/catalog';
import { fill } from '../../i18n/fill';
import { useLang, useWords } from '../../i18n/react';
import { fieldErrors } from '../../lib/field-errors';
import type { HandoverChoice, Quote } from '../../lib/orders/quote';
// A field's message is the contract's English, which the Field shows in the page's words (shared/Field.tsx).
import { Field, focusFirstError, formValues, SelectField, TextAreaField } from '../shared/Field';

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** A time a pickup may be for, as the guest reads it: "Today, 7:15 PM", "Tomorrow, 12:30 PM". */
const slotWords = (slot: string, { dayFromNow, clockTime }: Formats) => `${capitalised(dayFromNow(slot, new Date()))}, ${clockTime(slot)}`;

/** Why an area cannot have this order delivered: staff stopped delivering there, or the cart is under its minimum (delivery-areas.ts). */
function areaRefusal(area: DeliveryArea | null, short: number, subtotal: number, words: Catalog['checkout'], { formatTaka }: Formats): string | null {
  if (!area) return null;
  if (!area.served) return fill(words.notServed, { area: area.name });
  if (short > 0) return fill(words.underMinimum, { area: area.name, minimum: formatTaka(area.minimum), short: formatTaka(shortOfMinimum(area, subtotal)) });
  return null;
}

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
  const words = useWords('checkout');
  const formats = formatsFor(useLang());
  const { formatTaka, deliveryTime, digits } = formats;
  const [errors, setErrors] = useState<Record<string, string>>({});
  const pickup = choice.fulfilment === 'pickup';
  const area = quote.area;
  // An area staff have stopped delivering to, or a cart under its minimum, cannot go on as a delivery.
  const refusal = areaRefusal(area, quote.short, subtotal, words, formats);

  function choose(fulfilment: Fulfilment) {
    setErrors({});
    onChoice({ ...choice, fulfilment });
  }

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const values = formValues(form);
    // A phone typed in Bengali digits is sent in ASCII ones.
    const phone = asciiDigits(values['phone'] ?? '');
    if (pickup) {
      const { data, errors: found } = fieldErrors(PickupInput, {
        phone,
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
      phone,
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
        {words.steps.delivery}
      </h2>
      {scheduledFor && <p className="schedule-at">{fill(pickup ? words.pickupAt : words.deliveryAt, { when: deliveryTime(scheduledFor) })}</p>}
      <form className="checkout-form" noValidate onSubmit={submit}>
        <fieldset className="methods methods--two">
          <legend className="methods-legend">{words.handoverLegend}</legend>
          {(
            [
              ['delivery', words.deliveryChoice, words.deliveryChoiceHint],
              ['pickup', words.pickupChoice, words.pickupChoiceHint],
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
            <p className="pickup-place-title">{words.pickupFrom}</p>
            <p className="pickup-place-name">{place.name}</p>
            <p>{place.address}</p>
            <p>
              <a href={place.directionsUrl} target="_blank" rel="noopener noreferrer">
                {words.directions}
                <span className="visually-hidden">{words.opensInNewTab}</span>
              </a>
            </p>
            {!scheduledFor && quote.minutes > 0 && <p className="pickup-place-time">{fill(words.pickupReadyIn, { minutes: digits(quote.minutes) })}</p>}
          </div>
        ) : (
          <>
            <SelectField
              form="delivery"
              name="area"
              label={words.areaLabel}
              value={choice.area ?? ''}
              onChange={(event) => {
                setErrors((shown) => Object.fromEntries(Object.entries(shown).filter(([field]) => field !== 'area')));
                onChoice({ ...choice, area: event.target.value || null });
              }}
              required
              error={errors['area'] ?? refusal ?? undefined}
              hint={area && !refusal ? fill(words.areaTerms, { fee: formatTaka(area.fee), minimum: formatTaka(area.minimum), minutes: digits(quote.minutes) }) : undefined}
            >
              <option value="">{areas ? words.areaPlaceholder : words.areasLoading}</option>
              {areas?.map((option) => (
                <option key={option.id} value={option.id}>
                  {`${option.name} (${option.served ? formatTaka(option.fee) : words.notServedOption})`}
                </option>
              ))}
            </SelectField>
            {refusal && (
              <p className="area-refusal">
                {area && !area.served ? (
                  <button className="button button--quiet" type="button" onClick={() => choose('pickup')}>
                    {words.collectInstead}
                  </button>
                ) : (
                  <button className="button button--quiet" type="button" onClick={onBack}>
                    {words.addMoreDishes}
                  </button>
                )}
              </p>
            )}
            <Field form="delivery" name="address" label={words.address} type="text" autoComplete="street-address" defaultValue={initial.address} placeholder={words.addressPlaceholder} required error={errors['address']} />
          </>
        )}
        {pickup && pickupSlots.length > 0 && (
          <SelectField form="delivery" name="pickupAt" label={words.pickupWhen} value={scheduledFor ?? ''} onChange={(event) => onPickupAt?.(event.target.value || null)}>
            <option value="">{quote.minutes > 0 ? fill(words.pickupSoonestIn, { minutes: digits(quote.minutes) }) : words.pickupSoonest}</option>
            {pickupSlots.map((slot) => (
              <option key={slot} value={slot}>
                {slotWords(slot, formats)}
              </option>
            ))}
          </SelectField>
        )}
        <Field form="delivery" name="phone" label={words.phone} type="tel" inputMode="tel" autoComplete="tel" defaultValue={initial.phone} placeholder={words.phonePlaceholder} required error={errors['phone']} />
        <TextAreaField
          form="delivery"
          name="instructions"
          label={pickup ? words.pickupNote : words.instructions}
          rows={3}
          maxLength={500}
          defaultValue={initial.instructions ?? ''}
          placeholder={pickup ? words.pickupNotePlaceholder : words.instructionsPlaceholder}
          error={errors['instructions']}
        />
        <div className="panel-actions">
          <button className="button button--quiet" type="button" onClick={onBack}>
            {words.backToCart}
          </button>
          <button className="button" type="submit">
            {words.continueToPayment}
          </button>
        </div>
      </form>
    </section>
  );
}
