import { useCallback, useEffect, useState } from 'react';

// SPEC §4 "Checkout steps": cart → delivery → payment → success. Each step forward is a history entry, so
// the browser's Back button goes back a step instead of leaving the page, and a reload stays on the step.
export const STEPS = ['cart', 'delivery', 'payment', 'success'] as const;
export type Step = (typeof STEPS)[number];

const stepOf = (state: unknown): Step => {
  const step = (state as { checkoutStep?: unknown } | null)?.checkoutStep;
  return STEPS.includes(step as Step) ? (step as Step) : 'cart';
};

export function useCheckoutStep(): [Step, (next: Step, options?: { replace?: boolean }) => void] {
  const [step, setStep] = useState<Step>(() => stepOf(window.history.state));

  useEffect(() => {
    const onPop = (event: PopStateEvent) => setStep(stepOf(event.state));
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  const go = useCallback((next: Step, { replace = false } = {}) => {
    const state = { ...(window.history.state as object | null), checkoutStep: next };
    if (replace) window.history.replaceState(state, '');
    else window.history.pushState(state, '');
    setStep(next);
  }, []);

  return [step, go];
}
