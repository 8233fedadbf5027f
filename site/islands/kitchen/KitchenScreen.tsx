import { useCallback, useEffect, useState } from 'react';
import type { IslandWords } from '../../i18n/catalog';
import { WordsProvider } from '../../i18n/react';
import { STATION_LABELS } from '#contract/kitchen';
import { AccessDenied } from '../shared/AccessDenied';
import { Pending, SignedOutGate } from '../shared/LoginRequired';
import { useChime } from '../shared/use-chime';
import { clockTime } from '../../lib/format';
import { useMountedSession } from '../../lib/session/use-mounted-session';
import { KitchenBar } from './KitchenBar';
import * as KITCHEN from './messages';
import { TicketCard } from './TicketCard';
import { stationView } from './tickets';
import { useAutoPrint } from './use-auto-print';
import { useKitchenBoard } from './use-kitchen-board';
import { useStation } from './use-station';
import '../shared/shared.css';
import './kitchen.css';

const SOUND_KEY = 'kitchen-sound';
/** A notice stays this long, or until the next one. */
const NOTICE_MS = 15_000;

/**
 * The kitchen's screen (/kitchen), for a tablet on the pass: staff and admins only (the Worker refuses anyone
 * else the same calls). Signed out, the login prompt; signed in without the role, Access Denied.
 */
export default function KitchenScreen({ words }: { words: IslandWords<'shared'> }) {
  return (
    <WordsProvider words={words}>
      <KitchenScreenOf />
    </WordsProvider>
  );
}

/** A staff screen is English only: the shared components' words (the sign-in prompt, Access Denied, the sound switch) are handed in English by its page. */
function KitchenScreenOf() {
  const session = useMountedSession();
  const [denied, setDenied] = useState(false);
  const deny = useCallback(() => setDenied(true), []);
  const user = session?.isAuthenticated ? session.user : null;
  if (denied || (user && user.role !== 'admin' && user.role !== 'staff')) return <AccessDenied />;
  if (!user)
    return (
      <>
        <h1 className="visually-hidden">{KITCHEN.heading}</h1>
        <SignedOutGate what={KITCHEN.signedOut} label={KITCHEN.loading} known={session !== undefined} />
      </>
    );
  return <Kitchen onDenied={deny} />;
}

/** The Worker's clock now, each second: the tickets' timers. */
function useNow(skew: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  return now + skew;
}

function Kitchen({ onDenied }: { onDenied: () => void }) {
  const [notice, setNotice] = useState('');
  const { chime, ...sound } = useChime(SOUND_KEY);
  const autoPrint = useAutoPrint(setNotice);
  const board = useKitchenBoard({ onDenied, onNew: chime, onBoard: autoPrint.consider, onNotice: setNotice });
  const [station, setStation] = useStation();
  const now = useNow(board.skew);

  useEffect(() => {
    if (!notice) return;
    const timer = window.setTimeout(() => setNotice(''), NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, [notice]);

  const tickets = board.tickets ?? [];
  // Marked only while the connection is down: online, a tap's answer comes before a mark would be read.
  const waitingIds = new Set(board.reconnecting ? board.waiting.map((tap) => tap.orderId) : []);
  const shown = tickets.flatMap((ticket) => {
    const view = stationView(ticket, station);
    return view ? [{ ticket, ...view }] : [];
  });
  const deviceNow = now - board.skew;

  return (
    <div className="kitchen">
      <KitchenBar
        station={station}
        onStation={setStation}
        last={board.last}
        onRecall={board.recall}
        sound={sound}
        autoPrint={{ on: autoPrint.on, prints: autoPrint.prints, onToggle: () => autoPrint.toggle(tickets) }}
      />
      <div className="kitchen-connection" role="status">
        {board.reconnecting && KITCHEN.reconnecting}
      </div>
      {board.reconnecting && (board.readAt || board.waiting.length > 0) && (
        <p className="kitchen-connection-detail">
          {board.readAt && KITCHEN.lastRead(clockTime(board.readAt))} {board.waiting.length > 0 && KITCHEN.waiting(board.waiting.length)}
        </p>
      )}
      <p className="kitchen-notice" role="status">
        {notice}
      </p>
      {board.tickets === null ? (
        <Pending label={KITCHEN.loading} />
      ) : shown.length === 0 ? (
        <p className="kitchen-empty">{station === 'all' || tickets.length === 0 ? KITCHEN.empty : KITCHEN.emptyStation(STATION_LABELS[station])}</p>
      ) : (
        <section className="kitchen-grid" aria-label={KITCHEN.ticketsLabel}>
          {shown.map(({ ticket, lines, elsewhere }) => (
            <TicketCard
              key={ticket.id}
              ticket={ticket}
              lines={lines}
              elsewhere={elsewhere}
              now={now}
              fresh={(board.fresh.get(ticket.id) ?? 0) > deviceNow}
              waiting={waitingIds.has(ticket.id)}
              onMove={board.move}
            />
          ))}
        </section>
      )}
    </div>
  );
}
