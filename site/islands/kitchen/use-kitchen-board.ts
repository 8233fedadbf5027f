import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { KITCHEN_POLL_MS, type KitchenBoard, type KitchenTicket } from '#contract/kitchen';
import { type Fulfilment, type OrderStatus, statusLabel } from '#contract/order-rules';
import { ApiError } from '../../lib/api';
import { useVisibleInterval } from '../shared/use-visible-interval';
import { readBoard, sendTap } from './kitchen-api';
import * as KITCHEN from './messages';
import { readQueue, type Settled, type Tap, TapQueue } from './tap-queue';
import { nextStatus, shortId, unseen, withMoves, withStatus } from './tickets';

/** How long a new ticket stands out. */
const FRESH_MS = 20_000;
/** A second tap on the same ticket this soon is a finger's bounce, not a decision: ignored. */
export const BOUNCE_MS = 700;

interface Options {
  /** The Worker refused the staff member (a role withdrawn since the session was stored). */
  onDenied: () => void;
  /** Tickets the screen had not seen appeared (not on its first read). */
  onNew: () => void;
  /** Every board read from the Worker, as it came. */
  onBoard: (tickets: readonly KitchenTicket[]) => void;
  /** A tap the Worker did not apply, in words. */
  onNotice: (message: string) => void;
}

export interface Board {
  /** The tickets as the screen shows them: the Worker's, with the taps not yet answered on top. Null until read. */
  tickets: KitchenTicket[] | null;
  /** The last read failed: what is shown is the last board read, and taps wait. */
  reconnecting: boolean;
  /** When the shown board was read (the Worker's clock, ISO). */
  readAt: string | null;
  /** The Worker's clock less the device's, so that timers run on the Worker's time. */
  skew: number;
  /** Taps waiting for the Worker's answer, oldest first. */
  waiting: readonly Tap[];
  /** New tickets, until when they stand out (device time). */
  fresh: ReadonlyMap<string, number>;
  /** The tap Recall would undo, and its order's way out (how its statuses read). */
  last: LastTap | null;
  move: (ticket: KitchenTicket) => void;
  recall: () => void;
}

export interface LastTap {
  tap: Tap;
  fulfilment: Fulfilment;
}

/** A settled tap's patch to the board: the order's status as the Worker now holds it (null: it is gone). */
interface Patch {
  id: string;
  status: OrderStatus | null;
  /** In the order the patches were made: a read started after a patch already shows it. */
  seq: number;
}

/** A tap's key; randomUUID needs a secure context, which a tablet on the kitchen's network by address may not be. */
const newKey = () => (typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`);

/**
 * The kitchen's board: read every few seconds while the page is visible, moved by taps sent through the queue
 * (./tap-queue.ts), shown as the taps left it while their answers are awaited or the network is down.
 */
export function useKitchenBoard({ onDenied, onNew, onBoard, onNotice }: Options): Board {
  const [server, setServer] = useState<KitchenTicket[] | null>(null);
  const [reconnecting, setReconnecting] = useState(false);
  const [readAt, setReadAt] = useState<string | null>(null);
  const [skew, setSkew] = useState(0);
  const [fresh, setFresh] = useState<ReadonlyMap<string, number>>(new Map());
  const [last, setLast] = useState<LastTap | null>(null);
  // Every ticket this screen has been shown, as last read: a ticket recalled from the rider is drawn again from it.
  const known = useRef(new Map<string, KitchenTicket>());
  // Null until the first read, which is the baseline: nothing on it is announced as new.
  const seen = useRef<Set<string> | null>(null);
  const patches = useRef<Patch[]>([]);
  const seq = useRef(0);
  const reading = useRef(false);
  const tappedAt = useRef(new Map<string, number>());
  const lastRef = useRef(last);
  lastRef.current = last;
  const events = useRef({ onDenied, onNew, onBoard, onNotice });
  events.current = { onDenied, onNew, onBoard, onNotice };

  const settled = useCallback(({ tap, verdict, reply }: Settled) => {
    const status = verdict === 'applied' || verdict === 'already-applied' ? tap.to : verdict === 'gone' ? null : verdict === 'moved' && reply.kind === 'conflict' ? reply.status : undefined;
    if (status !== undefined) {
      seq.current += 1;
      patches.current.push({ id: tap.orderId, status, seq: seq.current });
      setServer((board) => board && withStatus(board, tap.orderId, status, known.current));
    }
    if (verdict === 'applied' || verdict === 'already-applied') return;
    // Not applied: nothing to recall, and the cook is told why.
    if (lastRef.current?.tap.key === tap.key) setLast(null);
    const short = shortId(tap.orderId);
    const ticket = known.current.get(tap.orderId);
    if (verdict === 'gone') events.current.onNotice(KITCHEN.gone(short));
    else if (verdict === 'moved' && status) events.current.onNotice(KITCHEN.movedElsewhere(short, statusLabel(status, ticket?.fulfilment).toLowerCase()));
    else if (reply.kind === 'refused') {
      if (reply.status === 403) events.current.onDenied();
      else events.current.onNotice(KITCHEN.refused(short, reply.reason));
    }
  }, []);

  const [waiting, setWaiting] = useState<readonly Tap[]>(() => readQueue(window.localStorage));
  const [queue] = useState(() => new TapQueue(window.localStorage, sendTap, { settled, changed: setWaiting }));

  const accept = useCallback(
    (board: KitchenBoard, startedAt: number) => {
      for (const ticket of board.tickets) known.current.set(ticket.id, ticket);
      // Patches made while this read was on its way are not in it yet.
      patches.current = patches.current.filter((patch) => patch.seq > startedAt);
      const shown = patches.current.reduce((tickets, patch) => withStatus(tickets, patch.id, patch.status, known.current), board.tickets);
      const now = Date.now();
      const at = Date.parse(board.at);
      setServer(shown);
      setReadAt(board.at);
      setSkew(Number.isFinite(at) ? at - now : 0);
      const ids = board.tickets.map((ticket) => ticket.id);
      if (seen.current) {
        const added = unseen(board.tickets, seen.current);
        for (const id of added) seen.current.add(id);
        setFresh((before) => new Map([...before, ...added.map((id): [string, number] => [id, now + FRESH_MS])].filter(([, until]) => until > now)));
        if (added.length) events.current.onNew();
      } else seen.current = new Set(ids);
      // The kept tickets: those on the board, and those a waiting tap, a patch or Recall may still draw.
      const wanted = new Set([...ids, ...queue.taps.map((tap) => tap.orderId), ...patches.current.map((patch) => patch.id), lastRef.current?.tap.orderId]);
      for (const id of known.current.keys()) if (!wanted.has(id)) known.current.delete(id);
      events.current.onBoard(board.tickets);
    },
    [queue],
  );

  const read = useCallback(async () => {
    if (reading.current) return;
    reading.current = true;
    const startedAt = seq.current;
    try {
      accept(await readBoard(), startedAt);
      setReconnecting(false);
      void queue.flush();
    } catch (error) {
      if (error instanceof ApiError && error.status === 403) events.current.onDenied();
      else setReconnecting(true);
    } finally {
      reading.current = false;
    }
  }, [accept, queue]);

  useEffect(() => void read(), [read]);
  useVisibleInterval(() => void read(), KITCHEN_POLL_MS);
  // The network is back: what waits goes now, not at the next read.
  useEffect(() => {
    const back = () => {
      void queue.flush();
      void read();
    };
    window.addEventListener('online', back);
    return () => window.removeEventListener('online', back);
  }, [queue, read]);

  const move = useCallback(
    (ticket: KitchenTicket) => {
      const now = Date.now();
      if (now - (tappedAt.current.get(ticket.id) ?? 0) < BOUNCE_MS) return;
      tappedAt.current.set(ticket.id, now);
      const tap: Tap = { key: newKey(), orderId: ticket.id, from: ticket.status, to: nextStatus(ticket), tries: 0 };
      queue.add(tap);
      setLast({ tap, fulfilment: ticket.fulfilment });
      setFresh((before) => new Map([...before].filter(([id]) => id !== ticket.id)));
      void queue.flush();
    },
    [queue],
  );

  const recall = useCallback(() => {
    const tap = lastRef.current?.tap;
    if (!tap) return;
    queue.recall(tap, newKey());
    setLast(null);
    void queue.flush();
  }, [queue]);

  const tickets = useMemo(() => server && withMoves(server, waiting, known.current), [server, waiting]);
  return { tickets, reconnecting, readAt, skew, waiting, fresh, last, move, recall };
}
