import { useCallback, useEffect, useRef, useState } from 'react';
import { api, failureMessage } from '../../lib/api';
import { showToast } from '../../lib/toasts/show';
import * as ADMIN from './messages';
import { listPath } from './first-reads';
import { mergePoll } from './merge-poll';

/** What a list needs to know of its resource: where it is read and changed, its order and its words. */
export interface ListSpec<Row> {
  /** The list call, e.g. /api/order/fetch-all-orders; answers `{ [key]: Row[], nextCursor }`. */
  path: string;
  key: string;
  /** The query parameter that carries nextCursor back. */
  cursorParam: string;
  /** The list's own order (the server's): negative when `a` comes first. */
  compare: (a: Row, b: Row) => number;
  updatePath: (id: string) => string;
  /** The key of the changed row in an update's answer. */
  single: string;
  deletePath: (id: string) => string;
  words: { updated: string; deleted: string; deleteFailed: string; confirmDelete: string };
  /**
   * What staff must agree to before this change is sent, if anything (a question for window.confirm), or null.
   * Asked only of the changes it names, so an ordinary change still shows at once.
   */
  beforeStatus?: (row: Row, status: string) => Promise<string | null> | null;
}

export interface Row {
  id: string;
  status: string;
}

type Page = Record<string, unknown> & { nextCursor: string | null };

export interface AdminList<T extends Row> {
  rows: T[] | null;
  failure: string | null;
  loading: boolean;
  more: boolean;
  /** Ids that arrived by the poll since the admin last looked. */
  fresh: ReadonlySet<string>;
  loadMore: () => void;
  reload: () => void;
  /** Merges what the server has now (see mergePoll); `focused` is the id of the row being edited, if any. */
  poll: (focused?: string) => Promise<void>;
  seen: () => void;
  setStatus: (id: string, status: T['status']) => Promise<void>;
  remove: (id: string) => Promise<boolean>;
}

/**
 * One dashboard list: the first page for the current filters, more on demand, what the poll finds merged in
 * (mergePoll: new rows in their place, never moving what is shown or changing what is being edited), an
 * optimistic status change that goes back to what the server holds when it fails, and a confirmed delete.
 */
export function useAdminList<T extends Row>(spec: ListSpec<T>, query: Record<string, string>): AdminList<T> {
  const [rows, setRows] = useState<T[] | null>(null);
  const [cursor, setCursor] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [fresh, setFresh] = useState<ReadonlySet<string>>(new Set());
  const queryKey = new URLSearchParams(query).toString();
  // The answer to an older query must never overwrite a newer one's (typing fast in the search box).
  const generation = useRef(0);

  const fetchPage = useCallback(
    async (after: string | null) => {
      const query = Object.fromEntries(new URLSearchParams(queryKey));
      const page = await api<Page>(listPath(spec.path, query, after ? { param: spec.cursorParam, value: after } : undefined));
      return { list: (page[spec.key] as T[] | undefined) ?? [], next: page.nextCursor };
    },
    [queryKey, spec],
  );

  const load = useCallback(
    async (after: string | null) => {
      const mine = ++generation.current;
      setLoading(true);
      setFailure(null);
      try {
        const { list, next } = await fetchPage(after);
        if (mine !== generation.current) return;
        setRows((shown) => (after && shown ? [...shown, ...list.filter((row) => !shown.some((old) => old.id === row.id))] : list));
        setCursor(next);
        setLoading(false);
      } catch (error) {
        if (mine === generation.current) {
          setFailure(failureMessage(error));
          setLoading(false);
        }
      }
    },
    [fetchPage],
  );

  // A new search or filter keeps the rows on screen until the answer replaces them: the table never blinks out
  // while someone types.
  useEffect(() => {
    setFresh(new Set());
    void load(null);
  }, [load]);

  // Status changes still on their way to the server: a poll must not put the old status back meanwhile.
  const sending = useRef(new Set<string>());

  const poll = useCallback(
    async (focused?: string) => {
      if (rows === null || loading) return;
      const mine = generation.current;
      const { list } = await fetchPage(null);
      if (mine !== generation.current) return;
      const keep = new Set([...sending.current, ...(focused ? [focused] : [])]);
      const more = cursor !== null;
      const { arrived } = mergePoll(rows, list, spec.compare, more, keep);
      if (arrived.length > 0) setFresh((known) => new Set([...known, ...arrived]));
      // Merged into the rows as they are by now: a delete or a change made while the poll was out stands.
      setRows((current) => current && mergePoll(current, list, spec.compare, more, keep).rows);
    },
    [rows, loading, cursor, fetchPage, spec],
  );

  const setStatus = useCallback(
    async (id: string, status: T['status']) => {
      const before = rows?.find((row) => row.id === id);
      if (!before) return;
      const question = await spec.beforeStatus?.(before, status);
      if (question && !window.confirm(question)) return;
      // SPEC §4: the change shows at once, then is sent.
      setRows((shown) => shown && shown.map((row) => (row.id === id ? { ...row, status } : row)));
      sending.current.add(id);
      try {
        const answer = await api<Record<string, T>>(spec.updatePath(id), { method: 'PUT', body: { status } });
        const saved = answer[spec.single];
        if (saved) setRows((shown) => shown && shown.map((row) => (row.id === id ? saved : row)));
        showToast(spec.words.updated);
      } catch (error) {
        // Ours, not the spec's: the row goes back to what the server holds, and the toast says why.
        setRows((shown) => shown && shown.map((row) => (row.id === id ? before : row)));
        showToast(ADMIN.updateFailed(failureMessage(error)), 'error');
      } finally {
        sending.current.delete(id);
      }
    },
    [rows, spec],
  );

  const remove = useCallback(
    async (id: string) => {
      if (!window.confirm(spec.words.confirmDelete)) return false;
      try {
        await api(spec.deletePath(id), { method: 'DELETE' });
      } catch {
        showToast(spec.words.deleteFailed, 'error');
        return false;
      }
      setRows((shown) => shown && shown.filter((row) => row.id !== id));
      showToast(spec.words.deleted);
      return true;
    },
    [spec],
  );

  return {
    rows,
    failure,
    loading,
    more: cursor !== null,
    fresh,
    loadMore: () => void load(cursor),
    reload: () => void load(null),
    poll,
    seen: () => setFresh(new Set()),
    setStatus,
    remove,
  };
}
