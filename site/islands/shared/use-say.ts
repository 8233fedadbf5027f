// The page's words for a message from the API or a form's check, and for a failed call, in an island. Reads the
// parts `validation` (the messages, by code) and `shared` (a call with no answer) when the page handed them to
// its island; without them (a staff screen, a unit test) it says the English as it came.
import { useMemo } from 'react';
import type { Area, Catalog } from '../../i18n/catalog';
import { sayFailure, sayMessage } from '../../i18n/messages';
import { useWords } from '../../i18n/react';

/** A part of the catalog when the island was handed it, else undefined (useWords itself throws). */
export function useHandedWords<A extends Area>(area: A): Catalog[A] | undefined {
  try {
    return useWords(area);
  } catch {
    return undefined;
  }
}

export interface Say {
  /** A message (an ApiError, an issue, a form check's) in the page's words: by its code, else by its English. */
  message: (m: { code?: string | undefined; message: string }) => string;
  /** What a failed call says (lib/api.ts's failureMessage, in the page's words); `offline` for no answer at all. */
  failure: (error: unknown, offline?: string) => string;
}

export function useSay(): Say {
  const validation = useHandedWords('validation');
  const shared = useHandedWords('shared');
  return useMemo(
    () => ({
      message: (m) => sayMessage(validation, m),
      failure: (error, offline) => sayFailure({ validation, shared }, error, offline),
    }),
    [validation, shared],
  );
}
