import { useCallback, useEffect, useRef, useState } from 'react';
import { type Formats, formatsFor } from '#contract/formats';
import type { WaitlistEntry } from '#contract/waitlist';
import { useLang, useWords } from '../../i18n/react';
import { failureWords } from '../../lib/reservations/refusal';
import { showToast } from '../../lib/toasts/show';
import { myWaitlist } from '../../lib/waitlist/api';
import type { WaitlistSentences } from '../../lib/waitlist/messages';
import { useWaitlistSentences } from './use-waitlist-words';
import { isActive, soonestFirst, withEntry } from '../../lib/waitlist/waitlist';
import { useVisibleInterval } from '../shared/use-visible-interval';
import { WaitlistCard } from './WaitlistCard';
import './waitlist.css';

/** While an entry waits or holds a table, the list asks again this often (only while the tab is visible). */
const POLL_MS = 30_000;
const TITLE = 'your-waitlist-title';

interface Props {
  /** The entry the booking form above has just added. */
  joined: WaitlistEntry | null;
  /** A table offered was taken: a booking was made, the reservations' list fetches again. */
  onTaken: () => void;
}

/** A table offered since the list was last read, while the guest is on the page: said at once, as a toast. */
function announceOffers(before: WaitlistEntry[] | null, now: WaitlistEntry[], say: WaitlistSentences, { writtenTime, clockTime }: Formats) {
  if (!before) return;
  for (const entry of now) {
    const was = before.find((one) => one.id === entry.id);
    if (entry.status === 'offered' && entry.offer && was?.status === 'waiting') showToast(say.offerArrived(writtenTime(entry.offer.time), clockTime(entry.offer.expiresAt)), 'info');
  }
}

/**
 * The guest's place on the waitlist (docs/decisions/0026-texts-and-the-waitlist.md), below their bookings: each
 * evening's window and where it stands; a table offered, with its hold counting down, to take. Its own chunk
 * (Reservations.tsx loads it when the bookings come near the screen, or when the guest joins). Nothing shows
 * for a guest who has never joined.
 */
export default function YourWaitlist({ joined, onTaken }: Props) {
  const { words, say } = useWaitlistSentences();
  const { failure: offline } = useWords('reservations');
  const validation = useWords('validation');
  const lang = useLang();
  const [entries, setEntries] = useState<WaitlistEntry[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // Only the latest read is shown: one answered after the entry just joined, or left, may not know of it.
  const asked = useRef(0);
  const shownOnce = useRef(false);
  const lastRead = useRef<WaitlistEntry[] | null>(null);

  const load = useCallback(async () => {
    const mine = ++asked.current;
    try {
      const found = await myWaitlist();
      if (mine !== asked.current) return;
      announceOffers(lastRead.current, found, say, formatsFor(lang));
      lastRead.current = found;
      setEntries(found);
      setFailure(null);
    } catch (error) {
      // A poll that finds no answer leaves the list as it was; the first read says why, with a way to try again.
      if (mine === asked.current && !shownOnce.current) setFailure(failureWords(error, validation, offline.offline, offline.signedOut));
    }
  }, [say, lang, validation, offline]);

  const reload = useCallback(() => void load(), [load]);
  useEffect(reload, [reload]);
  useEffect(() => {
    if (!joined) return;
    // Shown at once; a read already on its way may not hold it, so the list is read afresh.
    asked.current += 1;
    lastRead.current = withEntry(lastRead.current ?? [], joined);
    setEntries((shown) => withEntry(shown ?? [], joined));
    void load();
  }, [joined, load]);
  useEffect(() => {
    if (entries?.length) shownOnce.current = true;
  }, [entries]);
  useVisibleInterval(() => {
    if (entries?.some(isActive)) void load();
  }, POLL_MS);

  if (!failure && !(entries?.length || (entries && shownOnce.current))) return null;

  const left = (entry: WaitlistEntry) => {
    asked.current += 1;
    setEntries((shown) => withEntry(shown ?? [], entry));
    document.getElementById(TITLE)?.focus();
  };

  return (
    <section className="your-reservations your-waitlist" aria-labelledby={TITLE}>
      <h2 id={TITLE} className="booking-title" tabIndex={-1}>
        {words.listTitle}
      </h2>
      {failure && (
        <div className="load-failure" role="alert">
          <p className="form-alert">{failure}</p>
          <button className="button button--quiet" type="button" onClick={() => void load()}>
            {words.tryAgain}
          </button>
        </div>
      )}
      {entries?.length === 0 && <p className="slots-note">{words.emptyList}</p>}
      {entries && entries.length > 0 && (
        <ol className="reservation-list" role="list" aria-label={words.listLabel}>
          {soonestFirst(entries).map((entry) => (
            <li key={entry.id}>
              <WaitlistCard
                entry={entry}
                onLeft={left}
                onTaken={onTaken}
                onStale={reload}
              />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
