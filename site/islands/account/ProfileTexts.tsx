import { type SubmitEvent, useCallback, useEffect, useRef, useState } from 'react';
import { fill } from '../../i18n/fill';
import { useWords } from '../../i18n/react';
import { useConfirmStep } from '../shared/use-confirm-step';
import { forgetNumber, readTextSettings, saveTextChoices, settingsOf, type TextSettings } from '../../lib/phone-proof/calls';
import { mobileGuess, spacedMobile } from '../../lib/phone-proof/mobile';
import { showToast } from '../../lib/toasts/show';
import { fillNodes } from '../shared/fill-nodes';
import { Pending } from '../shared/LoginRequired';
import { PhoneProof } from '../shared/PhoneProof';
import { useSay } from '../shared/use-say';
import './profile-texts.css';

// Words: the catalog's `account` (texts: the section's own), and the proof's (`account`, `shared`, `validation`).

/**
 * The body of the profile's "Text messages" section (docs/decisions/0026-texts-and-the-waitlist.md), loaded after the
 * profile has rendered: the proven number and what is texted to it, or, without one, why and the proof. `phone`:
 * the profile's, offered first when it is a mobile number.
 */
export default function ProfileTexts({ phone }: { phone: string }) {
  const PHONE = useWords('account').texts;
  const [settings, setSettings] = useState<TextSettings | null>(null);
  const [failed, setFailed] = useState(false);
  // Whether the guest has just proven or removed the number: then focus follows to what replaced the form.
  const [changed, setChanged] = useState(false);

  const load = useCallback(() => {
    setFailed(false);
    readTextSettings().then(setSettings, () => setFailed(true));
  }, []);
  useEffect(load, [load]);

  const replaced = (next: TextSettings) => {
    setChanged(true);
    setSettings(next);
  };

  if (failed) {
    return (
      <div className="load-failure" role="alert">
        <p className="form-alert">{PHONE.loadFailed}</p>
        <button className="button button--quiet" type="button" onClick={load}>
          {PHONE.tryAgain}
        </button>
      </div>
    );
  }
  if (!settings) return <Pending label={PHONE.loading} />;
  if (!settings.available) return <p className="profile-texts-quiet">{PHONE.unavailable}</p>;
  if (settings.verifiedPhone) return <ProvenNumber key={settings.verifiedPhone} settings={settings} number={settings.verifiedPhone} focusOnOpen={changed} onChange={setSettings} onRemoved={replaced} />;
  return (
    <>
      <p className="profile-texts-quiet">{PHONE.why}</p>
      <PhoneProof form="profile-texts" initialPhone={mobileGuess(phone)} focusOnOpen={changed} onProven={replaced} />
    </>
  );
}

interface ProvenProps {
  settings: TextSettings;
  number: string;
  focusOnOpen: boolean;
  onChange: (settings: TextSettings) => void;
  onRemoved: (settings: TextSettings) => void;
}

/** Where texts go, which kinds, and the way to stop them: a confirm step before the number is forgotten. */
function ProvenNumber({ settings, number, focusOnOpen, onChange, onRemoved }: ProvenProps) {
  const PHONE = useWords('account').texts;
  const say = useSay();
  const [orders, setOrders] = useState(settings.orders);
  const [bookings, setBookings] = useState(settings.bookings);
  const [saving, setSaving] = useState(false);
  // The question is read as it opens; keeping the number returns to the button that asked.
  const { asking, setAsking, ask: remove, answer: question } = useConfirmStep<HTMLButtonElement, HTMLParagraphElement>();
  const [removing, setRemoving] = useState(false);
  const where = useRef<HTMLParagraphElement>(null);
  const spaced = spacedMobile(number);

  useEffect(() => {
    if (focusOnOpen) where.current?.focus();
  }, [focusOnOpen]);


  async function save(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaving(true);
    try {
      const answer = await saveTextChoices({ orders, bookings });
      // Saved: said in the page's words (the Worker's own are its English, TEXT_MESSAGES.preferencesSaved).
      showToast(PHONE.saved);
      onChange(settingsOf(answer));
    } catch (error) {
      showToast(`${PHONE.saveFailed}: ${say.failure(error)}`, 'error');
    } finally {
      setSaving(false);
    }
  }

  async function forget() {
    setRemoving(true);
    try {
      const answer = await forgetNumber();
      showToast(fill(PHONE.removed, { phone: spaced }));
      onRemoved(settingsOf(answer));
    } catch (error) {
      showToast(`${PHONE.removeFailed}: ${say.failure(error)}`, 'error');
      setRemoving(false);
    }
  }

  return (
    <>
      <p className="profile-texts-where" ref={where} tabIndex={-1}>
        {fillNodes(PHONE.textsGoTo, { phone: <span className="phone-number">{spaced}</span> })}
      </p>
      <form className="text-choices" onSubmit={(event) => void save(event)}>
        <fieldset>
          <legend>{PHONE.choicesLegend}</legend>
          <label className="text-choice">
            <input type="checkbox" name="orders" checked={orders} onChange={(event) => setOrders(event.currentTarget.checked)} />
            <span>{PHONE.ordersChoice}</span>
          </label>
          <label className="text-choice">
            <input type="checkbox" name="bookings" checked={bookings} onChange={(event) => setBookings(event.currentTarget.checked)} />
            <span>{PHONE.bookingsChoice}</span>
          </label>
        </fieldset>
        <button className="button" type="submit" disabled={saving}>
          {saving ? PHONE.saving : PHONE.saveChoices}
        </button>
      </form>
      {asking ? (
        <div className="profile-texts-remove" role="group" aria-labelledby="profile-texts-question">
          <p id="profile-texts-question" ref={question} tabIndex={-1}>
            {fill(PHONE.removeQuestion, { phone: spaced })}
          </p>
          <div className="profile-texts-actions">
            <button className="button" type="button" disabled={removing} onClick={() => void forget()}>
              {removing ? PHONE.removing : PHONE.removeConfirm}
            </button>
            <button className="button button--quiet" type="button" disabled={removing} onClick={() => setAsking(false)}>
              {PHONE.keepNumber}
            </button>
          </div>
        </div>
      ) : (
        <button className="button button--quiet profile-texts-remove-button" type="button" ref={remove} onClick={() => setAsking(true)}>
          {PHONE.removeNumber}
        </button>
      )}
    </>
  );
}
