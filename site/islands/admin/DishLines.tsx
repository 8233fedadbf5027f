import { useMemo, useRef, useState } from 'react';
import { MAX_QUANTITY } from '#contract/order-rules';
import { formatTaka, formatTakaExact } from '../../lib/format';
import type { CatalogueMap, ReviewedCart } from '../../lib/orders/catalogue';
import { addDish, fieldId, type LineDraft, NOTE_MAX, setQuantity } from './take-order';
import * as TAKE from './take-order-messages';

/** Enough matches to choose from while typing, few enough to read at the counter. */
const SHOWN = 8;

interface Props {
  catalogue: CatalogueMap | undefined;
  /** The dishes that cannot be added now: sold out tonight, for an order for now. */
  soldOut: readonly string[];
  lines: readonly LineDraft[];
  /** The lines against the catalogue: today's prices, and those the menu no longer offers or tonight has sold out. */
  review: ReviewedCart;
  onChange: (lines: LineDraft[]) => void;
  errors: Record<string, string>;
}

/** The dishes: found by name as staff type and added, each line with its quantity, a note for the kitchen and Remove. */
export function DishLines({ catalogue, soldOut, lines, review, onChange, errors }: Props) {
  const [text, setText] = useState('');
  const [added, setAdded] = useState('');
  const search = useRef<HTMLInputElement>(null);
  const q = text.trim().toLowerCase();
  const matches = useMemo(() => (q && catalogue ? [...catalogue.values()].filter((dish) => dish.name.toLowerCase().includes(q)).slice(0, SHOWN) : []), [q, catalogue]);

  function add(dish: { id: string; name: string }) {
    onChange(addDish(lines, dish));
    setAdded(TAKE.dishAdded(dish.name));
    setText('');
    search.current?.focus();
  }

  function remove(line: LineDraft) {
    onChange(lines.filter((other) => other !== line));
    search.current?.focus();
  }

  const change = (id: string, patch: Partial<LineDraft>) => onChange(lines.map((line) => (line.id === id ? { ...line, ...patch } : line)));

  return (
    <>
      <div className="field">
        <label htmlFor={fieldId('dish-q')}>{TAKE.dishSearch}</label>
        <input
          ref={search}
          className="input"
          id={fieldId('dish-q')}
          type="search"
          autoComplete="off"
          maxLength={100}
          placeholder={TAKE.dishSearchPlaceholder}
          aria-describedby={fieldId('items')}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <p className="visually-hidden" role="status">
          {added}
        </p>
        {q && catalogue && matches.length === 0 && <p className="field-hint">{TAKE.dishNone}</p>}
        {matches.length > 0 && (
          <ul className="take-matches" role="list" aria-label={TAKE.dishSearch}>
            {matches.map((dish) => {
              const off = !dish.available ? TAKE.dishOff : soldOut.includes(dish.id) ? TAKE.dishSoldOut : null;
              return (
                <li key={dish.id}>
                  {/* aria-disabled, not disabled: a dish that cannot be added stays in the keyboard's reach, saying why. */}
                  <button type="button" className="take-match take-match--dish" aria-disabled={off !== null} onClick={() => off === null && add(dish)}>
                    <span className="take-match-name">
                      {off === null && <span className="visually-hidden">{TAKE.add} </span>}
                      {dish.name}
                    </span>
                    <span className={off ? 'take-off' : 'take-muted price'}>{off ?? formatTaka(dish.price)}</span>
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </div>
      <p className="field-error" id={fieldId('items')}>
        {errors['items'] ?? ''}
      </p>
      {lines.length === 0 ? (
        <p className="take-empty">{TAKE.noDishes}</p>
      ) : (
        <ul className="take-lines" role="list">
          {review.lines.map((reviewed, index) => {
            const line = lines[index];
            if (!line) return null;
            const flag = reviewed.unavailable ? TAKE.dishOff : reviewed.soldOutTonight ? TAKE.dishSoldOut : null;
            const qtyId = fieldId(`quantity-${line.id}`);
            const noteId = fieldId(`note-${line.id}`);
            const lineError = errors[`quantity-${line.id}`];
            const noteError = errors[`note-${line.id}`];
            return (
              <li key={line.id} className={flag ? 'take-line take-line--off' : 'take-line'}>
                <div className="take-line-head">
                  <span className="take-line-name">{reviewed.name}</span>
                  {flag && <span className="take-off">{flag}</span>}
                  <span className="take-line-price price">{formatTakaExact(reviewed.currentPrice * line.quantity)}</span>
                </div>
                <div className="take-line-controls">
                  <div className="take-stepper">
                    <button type="button" className="take-step" aria-label={TAKE.fewer(reviewed.name)} disabled={line.quantity <= 1} onClick={() => onChange(setQuantity(lines, line.id, line.quantity - 1))}>
                      −
                    </button>
                    <input
                      className="input take-qty"
                      id={qtyId}
                      type="number"
                      inputMode="numeric"
                      min={1}
                      max={MAX_QUANTITY}
                      aria-label={TAKE.quantityOf(reviewed.name)}
                      aria-invalid={lineError ? true : undefined}
                      aria-describedby={lineError ? `${qtyId}-error` : undefined}
                      value={line.quantity}
                      onChange={(event) => onChange(setQuantity(lines, line.id, event.target.valueAsNumber))}
                    />
                    <button type="button" className="take-step" aria-label={TAKE.more(reviewed.name)} disabled={line.quantity >= MAX_QUANTITY} onClick={() => onChange(setQuantity(lines, line.id, line.quantity + 1))}>
                      +
                    </button>
                  </div>
                  <div className="field take-note">
                    <label htmlFor={noteId}>
                      {TAKE.noteLabel}
                      <span className="visually-hidden">: {reviewed.name}</span>
                    </label>
                    <input
                      className="input"
                      id={noteId}
                      type="text"
                      maxLength={NOTE_MAX}
                      placeholder={TAKE.notePlaceholder}
                      aria-invalid={noteError ? true : undefined}
                      aria-describedby={noteError ? `${noteId}-error` : undefined}
                      value={line.note}
                      onChange={(event) => change(line.id, { note: event.target.value })}
                    />
                    {noteError && (
                      <p className="field-error" id={`${noteId}-error`}>
                        {noteError}
                      </p>
                    )}
                  </div>
                  <button type="button" className="button button--quiet take-small" aria-label={TAKE.removeLabel(reviewed.name)} onClick={() => remove(line)}>
                    {TAKE.remove}
                  </button>
                </div>
                {lineError && (
                  <p className="field-error" id={`${qtyId}-error`}>
                    {lineError}
                  </p>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}
