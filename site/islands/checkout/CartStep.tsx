import { ALLERGENS, type Allergen } from '#contract/allergens';
import { formatsFor } from '#contract/formats';
import type { ReactNode } from 'react';
import { MAX_QUANTITY } from '#contract/order-rules';
import type { Catalog } from '../../i18n/catalog';
import { fill } from '../../i18n/fill';
import { pathIn } from '../../i18n/lang';
import { useLang, useWords } from '../../i18n/react';
import type { ReviewedCart, ReviewedLine } from '../../lib/orders/catalogue';
import { removeItem, updateQuantity } from '../../stores/cart';

interface Props {
  review: ReviewedCart;
  onProceed: () => void;
  /** Starts loading the next step's code when the guest reaches for the button. */
  onIntent: () => void;
  /** Outside the kitchen's hours or while it is paused: why, and the delivery time to choose (SchedulePicker). */
  schedule?: ReactNode;
  /** Scheduling with no time to choose: the order cannot go on. */
  unscheduled?: boolean;
}

type CartWords = Catalog['cart'];

/** Why the guest cannot go on yet: a dish sold out tonight is named (the Worker's own words), others in general. */
function blockedMessage(review: ReviewedCart, words: CartWords): string {
  const soldOut = review.lines.filter((line) => line.soldOutTonight);
  if (soldOut.length === 1 && !review.lines.some((line) => line.unavailable)) return fill(words.soldOutOne, { name: soldOut[0]?.name ?? '' });
  if (soldOut.length) return words.blockedSoldOut;
  return words.blockedUnavailable;
}

/** "Contains milk, tree nuts" (worker/contract/allergens.ts containsText), in the page's words. */
function containsText(allergens: readonly Allergen[], words: CartWords): string {
  const named = ALLERGENS.filter((allergen) => allergens.includes(allergen)).map((allergen) => words.allergens[allergen]);
  return named.length ? fill(words.contains, { allergens: named.join(', ') }) : '';
}

/** SPEC §2 "Cart step": each line with its controls, and the way on to delivery. */
export function CartStep({ review, onProceed, onIntent, schedule, unscheduled = false }: Props) {
  const lang = useLang();
  const words = useWords('cart');
  const checkout = useWords('checkout');
  return (
    <section className="panel" aria-labelledby="step-title">
      <h2 id="step-title" className="panel-title" tabIndex={-1}>
        {checkout.steps.cart}
      </h2>
      <ul className="cart-lines" role="list">
        {review.lines.map((line) => (
          <CartLine key={line.id} line={line} />
        ))}
      </ul>
      {review.blocked && (
        <p className="form-alert" role="alert" id="cart-blocked">
          {blockedMessage(review, words)}
        </p>
      )}
      {schedule}
      <div className="panel-actions">
        <a className="button button--quiet" href={pathIn(lang, '/menu')}>
          {words.addMoreDishes}
        </a>
        <button className="button" type="button" disabled={review.blocked || unscheduled} aria-describedby={review.blocked ? 'cart-blocked' : undefined} onClick={onProceed} onPointerEnter={onIntent} onFocus={onIntent}>
          {checkout.proceed}
        </button>
      </div>
    </section>
  );
}

function CartLine({ line }: { line: ReviewedLine }) {
  const words = useWords('cart');
  const { formatTakaExact, digits } = formatsFor(useLang());
  const name = { name: line.name };
  return (
    <li className={line.unavailable ? 'cart-line cart-line--off' : 'cart-line'}>
      <img className="cart-line-image" src={line.image} alt="" width={88} height={88} loading="lazy" decoding="async" />
      <div className="cart-line-body">
        <h3 className="cart-line-name">{line.name}</h3>
        {line.description && <p className="cart-line-description">{line.description}</p>}
        {/* From the published menu, which loads after the cart shows: its line is kept from the start, so nothing moves. */}
        <p className="cart-line-allergens">{line.allergens && containsText(line.allergens, words)}</p>
        <p className="cart-line-price price">
          {formatTakaExact(line.currentPrice)}
          {line.priceChanged && !line.unavailable && (
            <span className="cart-line-flag">
              {' '}
              {fill(words.priceChanged, { price: formatTakaExact(line.price) })}
            </span>
          )}
        </p>
        {line.unavailable && <p className="cart-line-flag cart-line-flag--off">{words.unavailable}</p>}
        {line.soldOutTonight && <p className="cart-line-flag cart-line-flag--off">{words.soldOutTonight}</p>}
      </div>
      <div className="cart-line-controls">
        <div className="quantity" role="group" aria-label={fill(words.quantityOf, name)}>
          <button type="button" className="quantity-button" aria-label={fill(words.decrease, name)} disabled={line.quantity <= 1} onClick={() => updateQuantity(line.id, line.quantity - 1)}>
            −
          </button>
          <span className="quantity-value" aria-live="polite">
            {digits(line.quantity)}
          </span>
          <button
            type="button"
            className="quantity-button"
            aria-label={fill(words.increase, name)}
            disabled={line.quantity >= MAX_QUANTITY || line.unavailable || line.soldOutTonight}
            onClick={() => updateQuantity(line.id, line.quantity + 1)}
          >
            +
          </button>
        </div>
        <p className="cart-line-total price">{formatTakaExact(line.currentPrice * line.quantity)}</p>
        <button type="button" className="cart-line-remove" aria-label={fill(words.removeDish, name)} onClick={() => removeItem(line.id)}>
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
            <path d="M5 7h14M10 7V5h4v2m-7 0 1 12h8l1-12" fill="none" stroke="currentColor" strokeWidth="1.4" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          <span>{words.remove}</span>
        </button>
      </div>
    </li>
  );
}

/** SPEC §2: the empty cart, with the way back to the menu. */
export function EmptyCart() {
  const lang = useLang();
  const words = useWords('cart');
  return (
    <section className="notice-card" aria-labelledby="empty-cart-title">
      <svg className="login-required-icon" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
        <circle cx="24" cy="26" r="13" fill="none" stroke="currentColor" strokeWidth="1.4" />
        <circle cx="24" cy="26" r="8" fill="none" stroke="currentColor" strokeWidth="1" opacity="0.6" />
        <path d="M8 12v10M6 12v5a2 2 0 0 0 4 0v-5M40 12c-2 2-2 8 0 10v8" fill="none" stroke="currentColor" strokeWidth="1.4" strokeLinecap="round" />
      </svg>
      <h2 id="empty-cart-title">{words.emptyTitle}</h2>
      <p>{words.emptyText}</p>
      <a className="button empty-cart-browse" href={pathIn(lang, '/menu')}>
        {words.browseMenu}
      </a>
    </section>
  );
}
