// An island's words: its root wraps what it draws in <WordsProvider words={words}> with the `words` prop its
// page handed it (catalog.ts's islandWords), and every component below reads its part with useWords('area').
import { createContext, useContext, type ReactNode } from 'react';
import type { Area, Catalog } from './catalog';
import type { Lang } from './lang';

const WordsContext = createContext<({ lang: Lang } & Partial<Catalog>) | null>(null);

/** The words an island was handed (catalog.ts's islandWords, any of its parts). */
type Handed = { lang: Lang } & Partial<Catalog>;

export function WordsProvider({ words, children }: { words: Handed; children?: ReactNode }) {
  return <WordsContext.Provider value={words}>{children}</WordsContext.Provider>;
}

/** One part of the catalog, in the page's language. A part the page did not hand its island is a mistake of ours: it throws. */
export function useWords<A extends Area>(area: A): Catalog[A] {
  const words = useContext(WordsContext);
  const part = words?.[area];
  if (!part) throw new Error(`This island was not handed the words of "${area}": add it to its page's islandWords(…)`);
  return part as Catalog[A];
}

/** The island's language (for numbers, dates and links). English where no provider is found, as in a unit test. */
export function useLang(): Lang {
  return useContext(WordsContext)?.lang ?? 'en';
}
