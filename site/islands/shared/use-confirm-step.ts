import { type RefObject, useEffect, useRef, useState } from 'react';

/**
 * A question asked before a step that cannot be undone (cancel a booking, leave the waitlist, remove a number): the
 * button that asks gives way to the question, and focus follows both ways, so a keyboard or a screen reader never
 * lands on the page's top. `ask` goes on the asking button; `answer` on what takes focus as the question opens.
 */
export function useConfirmStep<Ask extends HTMLElement = HTMLButtonElement, Answer extends HTMLElement = HTMLButtonElement>(): {
  asking: boolean;
  setAsking: (asking: boolean) => void;
  ask: RefObject<Ask | null>;
  answer: RefObject<Answer | null>;
} {
  const [asking, setAsking] = useState(false);
  const ask = useRef<Ask>(null);
  const answer = useRef<Answer>(null);
  const asked = useRef(false);
  useEffect(() => {
    if (asking) answer.current?.focus();
    else if (asked.current) ask.current?.focus();
    asked.current = asking;
  }, [asking]);
  return { asking, setAsking, ask, answer };
}
