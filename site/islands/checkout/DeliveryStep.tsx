import '../../lib/zod-jitless';
import { type SubmitEvent, useState } from 'react';
import { DeliveryInput } from '#contract/checkout';
import { CHECKOUT } from '#contract/messages/checkout';
import { fieldErrors } from '../../lib/field-errors';
import { deliveryTime } from '../../lib/format';
import { Field, focusFirstError, formValues, TextAreaField } from '../shared/Field';

interface Props {
  initial: { address: string; phone: string; instructions?: string | undefined };
  /** The delivery time the guest scheduled (ISO instant); null: as soon as possible. */
  scheduledFor?: string | null;
  onBack: () => void;
  onContinue: (delivery: DeliveryInput) => void;
}

/** SPEC §2 and §5 "Delivery form": address and phone (from the profile), optional instructions. */
export default function DeliveryStep({ initial, scheduledFor = null, onBack, onContinue }: Props) {
  const [errors, setErrors] = useState<Record<string, string>>({});

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const { data, errors: found } = fieldErrors(DeliveryInput, formValues(form));
    setErrors(found);
    if (data) onContinue(data);
    else focusFirstError(form, found);
  }

  return (
    <section className="panel" aria-labelledby="step-title">
      <h2 id="step-title" className="panel-title" tabIndex={-1}>
        {CHECKOUT.steps.delivery}
      </h2>
      {scheduledFor && <p className="schedule-at">{CHECKOUT.deliveryAt(deliveryTime(scheduledFor))}</p>}
      <form className="checkout-form" noValidate onSubmit={submit}>
        <Field form="delivery" name="address" label="Address" type="text" autoComplete="street-address" defaultValue={initial.address} placeholder="House, road, area, Chattogram" required error={errors['address']} />
        <Field form="delivery" name="phone" label="Phone" type="tel" inputMode="tel" autoComplete="tel" defaultValue={initial.phone} placeholder="01XXXXXXXXX" required error={errors['phone']} />
        <TextAreaField form="delivery" name="instructions" label={CHECKOUT.instructions} rows={3} maxLength={500} defaultValue={initial.instructions ?? ''} placeholder="Gate code, landmark, a time to call…" error={errors['instructions']} />
        <div className="panel-actions">
          <button className="button button--quiet" type="button" onClick={onBack}>
            Back to Cart
          </button>
          <button className="button" type="submit">
            {CHECKOUT.continueToPayment}
          </button>
        </div>
      </form>
    </section>
  );
}
