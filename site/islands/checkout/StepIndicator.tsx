import { formatsFor } from '#contract/formats';
import { useLang, useWords } from '../../i18n/react';
import { STEPS, type Step } from './useCheckoutStep';

/** Where the guest is in the checkout: done steps ticked, the current one marked for screen readers. */
export function StepIndicator({ step }: { step: Step }) {
  const words = useWords('checkout');
  const { digits } = formatsFor(useLang());
  const labels = [words.steps.cart, words.steps.delivery, words.steps.payment, words.steps.confirmation];
  const current = STEPS.indexOf(step);
  return (
    <nav className="steps" aria-label={words.progress}>
      <ol role="list">
        {labels.map((label, index) => {
          const state = index < current || step === 'success' ? 'done' : index === current ? 'current' : 'todo';
          return (
            <li key={label} className={`step step--${state}`} aria-current={state === 'current' ? 'step' : undefined}>
              <span className="step-mark" aria-hidden="true">
                {state === 'done' ? '✓' : digits(index + 1)}
              </span>
              <span className="step-label">
                {label}
                {state === 'done' && <span className="visually-hidden">{words.stepDone}</span>}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
