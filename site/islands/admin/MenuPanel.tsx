import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { CATEGORIES, type Category } from '#contract/menu';
import type { SoldOutUntil } from '#contract/service';
import type { TonightDish, TonightMenu, TonightPause } from '#contract/tonight';
import { api, ApiError, failureMessage } from '../../lib/api';
import { clockTimeFrom, formatTaka } from '../../lib/format';
import { showToast } from '../../lib/toasts/show';
import { Pending } from '../shared/LoginRequired';
import * as ADMIN from './messages';
import { TONIGHT_MENU_PATH } from './first-reads';
import { PauseControl } from './PauseControl';
import './menu.css';

// Tonight's menu (the dashboard's third tab, its code loaded when the tab is first opened): every dish of the
// published catalogue with a "Sold out" switch over it, and the pause of online orders. What staff set here
// reaches guests' pages within seconds through the public status answer (docs/features.md).

const categoryLabel = (category: Category) => category.charAt(0).toUpperCase() + category.slice(1);

export default function MenuPanel({ pollTick }: { pollTick: number }) {
  const [menu, setMenu] = useState<TonightMenu | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<Category | ''>('');

  const load = useCallback(async () => {
    try {
      setMenu(await api<TonightMenu>(TONIGHT_MENU_PATH));
      setFailure(null);
    } catch (error) {
      // A failed poll keeps what is shown; only a first read that fails says so.
      setFailure((shown) => shown ?? failureMessage(error));
    }
  }, []);
  useEffect(() => void load(), [load, pollTick]);

  const shown = useMemo(() => {
    const query = search.trim().toLowerCase();
    return (menu?.dishes ?? []).filter((dish) => (!category || dish.category === category) && dish.name.toLowerCase().includes(query));
  }, [menu, search, category]);

  const setDish = (changed: TonightDish) => setMenu((current) => current && { ...current, dishes: current.dishes.map((dish) => (dish.id === changed.id ? changed : dish)) });
  const setPause = (paused: TonightPause) => setMenu((current) => current && { ...current, paused });

  return (
    <div className="admin-panel admin-menu">
      <div className="admin-panel-head">
        <h2 id="admin-menu-title">{ADMIN.menuCaption}</h2>
      </div>
      {menu && <PauseControl paused={menu.paused} onChange={setPause} />}
      <form className="admin-toolbar" role="search" aria-label="Find a dish" onSubmit={(event) => event.preventDefault()}>
        <div className="field admin-search">
          <label htmlFor="admin-menu-q">{ADMIN.searchLabel}</label>
          <input className="input" id="admin-menu-q" type="search" value={search} placeholder={ADMIN.menuSearchPlaceholder} maxLength={100} onChange={(event) => setSearch(event.target.value)} />
        </div>
        <div className="field">
          <label htmlFor="admin-menu-category">Category</label>
          <select className="input" id="admin-menu-category" value={category} onChange={(event) => setCategory(event.target.value as Category | '')}>
            <option value="">{ADMIN.allCategories}</option>
            {CATEGORIES.map((key) => (
              <option key={key} value={key}>
                {categoryLabel(key)}
              </option>
            ))}
          </select>
        </div>
      </form>
      {menu === null && failure === null && <Pending label="Loading tonight's menu" />}
      {menu === null && failure !== null && (
        <div className="admin-failure" role="alert">
          <p className="form-alert">{failure}</p>
          <button className="button button--quiet" type="button" onClick={() => void load()}>
            Try again
          </button>
        </div>
      )}
      {menu !== null && shown.length === 0 && <p className="admin-empty">{ADMIN.noDishMatch}</p>}
      {menu !== null && shown.length > 0 && (
        <div className="admin-table-wrap" role="region" aria-labelledby="admin-menu-title" tabIndex={0}>
          <table className="admin-table admin-menu-table">
            <thead>
              <tr>
                {ADMIN.menuColumns.map((column) => (
                  <th key={column} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {shown.map((dish) => (
                <DishRow key={dish.id} dish={dish} onChange={setDish} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

function DishRow({ dish, onChange }: { dish: TonightDish; onChange: (dish: TonightDish) => void }) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const firstChoice = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (asking) firstChoice.current?.focus();
  }, [asking]);

  async function send(body: { soldOut: true; until: SoldOutUntil } | { soldOut: false }) {
    setBusy(true);
    try {
      const answer = await api<{ soldOut: TonightDish['soldOut'] }>(`/api/admin/service/dishes/${dish.id}`, { method: 'PUT', body });
      onChange({ ...dish, soldOut: answer.soldOut });
      showToast(answer.soldOut ? ADMIN.soldOutDone(dish.name) : ADMIN.backOnDone(dish.name));
    } catch (error) {
      showToast(ADMIN.switchFailed(error instanceof ApiError ? error.message : failureMessage(error)), 'error');
    } finally {
      setBusy(false);
      setAsking(false);
      toggle.current?.focus();
    }
  }

  const soldOut = dish.soldOut !== null;
  // The catalogue's own "unavailable" is the base truth (the Studio's): tonight's switch cannot bring it back.
  const offInStudio = !dish.available;
  const until = dish.soldOut && (dish.soldOut.until ? ADMIN.backAt(clockTimeFrom(dish.soldOut.until, new Date())) : ADMIN.offUntilSwitchedOn);
  return (
    <tr data-dish={dish.id} className={soldOut || offInStudio ? 'admin-dish--off' : undefined}>
      <th scope="row">
        <span className="admin-dish-name">{dish.name}</span>
      </th>
      <td>{categoryLabel(dish.category)}</td>
      <td className="admin-num">{formatTaka(dish.price)}</td>
      <td className="admin-switch-cell">
        <button
          ref={toggle}
          type="button"
          role="switch"
          className="admin-switch"
          aria-checked={soldOut || offInStudio}
          aria-label={`${ADMIN.soldOutLabel}: ${dish.name}`}
          disabled={busy || offInStudio || asking}
          aria-busy={busy}
          onClick={() => (soldOut ? void send({ soldOut: false }) : setAsking(true))}
        >
          <span className="admin-switch-track" aria-hidden="true" />
          <span className="admin-switch-text">{ADMIN.soldOutLabel}</span>
        </button>
        {offInStudio && <span className="admin-time">{ADMIN.offInStudio}</span>}
        {until && <span className="admin-time">{until}</span>}
        {asking && (
          <div className="admin-comes-back" role="group" aria-label={ADMIN.comesBackQuestion(dish.name)}>
            <button ref={firstChoice} type="button" className="button admin-choice" disabled={busy} onClick={() => void send({ soldOut: true, until: 'next-service-day' })}>
              {ADMIN.backNextService}
            </button>
            <button type="button" className="button button--quiet admin-choice" disabled={busy} onClick={() => void send({ soldOut: true, until: 'switched-on' })}>
              {ADMIN.untilSwitchedOn}
            </button>
            <button type="button" className="admin-choice-cancel" disabled={busy} onClick={() => (setAsking(false), toggle.current?.focus())}>
              {ADMIN.keepOn}
            </button>
          </div>
        )}
      </td>
    </tr>
  );
}
