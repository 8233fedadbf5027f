import { useEffect, useRef, useState } from 'react';
import { readTextSettings, saveTextChoices, type TextSettings } from '../../lib/phone-proof/calls';
import { mobileGuess, spacedMobile } from '../../lib/phone-proof/mobile';
import { PhoneProof } from './PhoneProof';
import { type OfferAbout, usePhoneWords } from './phone-proof-messages';
import './text-offer.css';

// Words: the catalog's `account`, `shared` and `validation` (the proof's, ./PhoneProof.tsx); the island that shows
// the offer (the checkout's success view, the booking's confirmation) is handed them.

/**
 * Under an order's success view or a booking's confirmation, for a guest with no proven number while the restaurant
 * sends texts (GET /api/user/texts): a quiet offer of a text as the order moves along or the table is confirmed,
 * which opens the proof with the phone just typed. Loaded after the view and placed below all of it, so nothing
 * above moves; nothing at all when there is nothing to offer.
 */
export default function TextOffer({ phone, about }: { phone: string; about: OfferAbout }) {
  const PHONE = usePhoneWords();
  const [offered, setOffered] = useState(false);
  const [open, setOpen] = useState(false);
  const [proven, setProven] = useState<string>();
  const opener = useRef<HTMLButtonElement>(null);
  const done = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    let live = true;
    // A failure to read is no reason to trouble a guest who has just ordered: then there is no offer.
    readTextSettings().then(
      (settings) => live && setOffered(settings.available && settings.verifiedPhone === null),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    if (proven) done.current?.focus();
  }, [proven]);

  function provenAt(settings: TextSettings) {
    // The guest asked for these texts: a guest who had turned that kind off gets it again.
    const booking = about === 'booking';
    if (booking ? !settings.bookings : !settings.orders) saveTextChoices({ orders: settings.orders || !booking, bookings: settings.bookings || booking }).catch(() => undefined);
    setProven(settings.verifiedPhone ?? undefined);
  }

  function close() {
    setOpen(false);
    // The button that opened the proof is back: focus returns to it once it is drawn.
    requestAnimationFrame(() => opener.current?.focus());
  }

  if (!offered) return null;
  return (
    <section className="text-offer" aria-labelledby="text-offer-title">
      <h3 id="text-offer-title" className="text-offer-title">
        {PHONE.offerTitle(about)}
      </h3>
      {proven ? (
        <p className="text-offer-done" ref={done} tabIndex={-1}>
          {PHONE.offerDone(spacedMobile(proven), about)}
        </p>
      ) : (
        <>
          <p className="text-offer-text">{PHONE.offerText}</p>
          {open ? (
            <>
              <PhoneProof form={`${about}-texts`} initialPhone={mobileGuess(phone)} focusOnOpen onProven={provenAt} />
              <button className="button button--quiet text-offer-close" type="button" onClick={close}>
                {PHONE.offerClose}
              </button>
            </>
          ) : (
            <button className="button button--quiet" type="button" ref={opener} onClick={() => setOpen(true)}>
              {PHONE.offerOpen}
            </button>
          )}
        </>
      )}
    </section>
  );
}
