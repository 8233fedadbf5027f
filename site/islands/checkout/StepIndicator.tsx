import { CHECKOUT } from '#contract/messages/checkout';
import { STEPS, type Step } from './useCheckoutStep';

const LABELS = [CHECKOUT.steps.cart, CHECKOUT.steps.delivery, CHECKOUT.steps.payment, 'Confirmation'] as const;

/** Where the guest is in the checkout: done steps ticked, the current one marked for screen readers. */
export function StepIndicator({ step }: { step: Step }) {
  const current = STEPS.indexOf(step);
  return (
    <nav className="steps" aria-label="Checkout progress">
      <ol role="list">
        {LABELS.map((label, index) => {
          const state = index < current || step === 'success' ? 'done' : index === current ? 'current' : 'todo';
          return (
            <li key={label} className={`step step--${state}`} aria-current={state === 'current' ? 'step' : undefined}>
              <span className="step-mark" aria-hidden="true">
                {state === 'done' ? '✓' : index + 1}
              </span>
              <span className="step-label">
                {label}
                {state === 'done' && <span className="visually-hidden"> (done)</span>}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
