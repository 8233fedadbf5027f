import { useMemo } from 'react';
import { useLang, useWords } from '../../i18n/react';
import { waitlistSentences } from '../../lib/waitlist/messages';

/** The waitlist's words, and its sentences with a value in them, in the page's language and digits. */
export function useWaitlistSentences() {
  const words = useWords('waitlist');
  const lang = useLang();
  const say = useMemo(() => waitlistSentences(words, lang), [words, lang]);
  return { words, lang, say };
}
