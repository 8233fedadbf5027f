import { type SubmitEvent, useEffect, useRef, useState } from 'react';
import { useLang, useWords } from '../../i18n/react';
import { lazyChecks } from '../../lib/lazy-checks';
import { askForCode, confirmCode, refusalFields, settingsOf, type TextSettings, triesLeftOf } from '../../lib/phone-proof/calls';
import { spacedMobile } from '../../lib/phone-proof/mobile';
import { minutesLeft, resendSecondsLeft } from '../../lib/phone-proof/resend';
import { showToast } from '../../lib/toasts/show';
import { Field, formValues } from './Field';
import { fillNodes } from './fill-nodes';
import { phoneWords } from './phone-proof-messages';
import { useSay } from './use-say';
import './phone-proof.css';

// Words: the catalog's `account` (phone: the proof's own), `validation` (the Worker's refusals and the checks'
// messages, by code) and `shared` (a call with no answer); the page hands them to the island that shows the proof.

// The checks (zod and the contract's schemas) and the contract's words load when the guest first reaches into the
// form (lib/lazy-checks.ts), not with the component.
const loadChecks = () => import('../../lib/phone-proof/checks');
const numberChecks = lazyChecks(() => loadChecks().then((checks) => checks.PhoneCodeInput));
const codeChecks = lazyChecks(() => loadChecks().then((checks) => checks.PhoneVerifyInput));

interface Props {
  /** Prefixes the ids, so two proofs on one page never share one. */
  form: string;
  /** The number to offer first (the profile's, the delivery's); the guest may change it. */
  initialPhone?: string;
  /** The number field takes focus as the proof appears (opened by a button the guest pressed). */
  focusOnOpen?: boolean;
  /** The number is proven: the guest's settings as they now are. */
  onProven: (settings: TextSettings) => void;
}

/** A code on its way: to which number (as the Worker keeps it), since when, and until when it is good. */
interface Sent {
  phone: string;
  at: number;
  expiresAt: string | null;
}

/** A line under "We sent a code": a new code sent, or a refusal that names no field on this step. */
interface Notice {
  text: string;
  error: boolean;
}

/** Seconds until a new code may be asked for, counted down while there are any. */
function useResendCountdown(sentAt: number | undefined): number {
  const [now, setNow] = useState(() => sentAt ?? Date.now());
  useEffect(() => {
    if (sentAt === undefined) return;
    setNow(Date.now());
    const timer = window.setInterval(() => {
      const tick = Date.now();
      setNow(tick);
      if (resendSecondsLeft(sentAt, tick) === 0) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [sentAt]);
  return sentAt === undefined ? 0 : resendSecondsLeft(sentAt, Math.max(now, sentAt));
}

/**
 * Proves a mobile number is the guest's (docs/decisions/0026-texts-and-the-waitlist.md): the number, then the
 * 6-digit code texted to it. The Worker's refusals show under the field they name; a failure that names none, as a
 * toast. Once the code is right, `onProven` has the guest's settings.
 */
export function PhoneProof({ form, initialPhone = '', focusOnOpen = false, onProven }: Props) {
  const words = useWords('account').phone;
  const lang = useLang();
  const PHONE = phoneWords(words, lang);
  const say = useSay();
  const [typed, setTyped] = useState(initialPhone);
  const [sent, setSent] = useState<Sent | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busy, setBusy] = useState<'send' | 'resend' | 'confirm' | null>(null);
  const secondsLeft = useResendCountdown(sent?.at);
  const step = sent ? 'code' : 'phone';

  // Each step starts at its field: the code once it is sent, the number when the guest goes back for another.
  const opened = useRef(false);
  useEffect(() => {
    if (!opened.current) {
      opened.current = true;
      if (!focusOnOpen) return;
    }
    document.getElementById(`${form}-${step}`)?.focus();
  }, [form, step, focusOnOpen]);

  const focusField = (name: string) => document.getElementById(`${form}-${name}`)?.focus();

  /** A refusal: under its field when it names one on this step, else in the words of `failed` as a toast. */
  function refused(error: unknown, failed: string, field: 'phone' | 'code') {
    const fields = refusalFields(error, say.message);
    const named = fields[field];
    if (named) {
      const tries = field === 'code' ? triesLeftOf(error) : undefined;
      setErrors({ [field]: tries ? `${named} ${PHONE.triesLeft(tries)}` : named });
      focusField(field);
      return;
    }
    // On the code's step, a refusal about the number (too many codes asked for) is said where the number is.
    if (fields['phone']) {
      setNotice({ text: fields['phone'], error: true });
      return;
    }
    showToast(`${failed}: ${say.failure(error)}`, 'error');
  }

  async function ask(phone: string, again: boolean) {
    setBusy(again ? 'resend' : 'send');
    setNotice(null);
    try {
      const answer = await askForCode(phone);
      setErrors({});
      setSent({ phone: answer.phone, at: Date.now(), expiresAt: answer.expiresAt });
      if (again) setNotice({ text: PHONE.newCodeSent(spacedMobile(answer.phone)), error: false });
    } catch (error) {
      // A code went to this number less than a minute ago (a reload, another tab): that code is the one to type.
      // The checks, and the contract's words with them, arrived before the number could be sent.
      const checks = again ? null : await loadChecks().catch(() => null);
      if (checks && error instanceof Error && error.message === checks.TEXT_MESSAGES.codeTooSoon) {
        setErrors({});
        setSent({ phone, at: Date.now(), expiresAt: null });
        setNotice({ text: say.message(error), error: false });
        return;
      }
      refused(error, PHONE.sendFailed, again ? 'code' : 'phone');
    } finally {
      setBusy(null);
    }
  }

  async function send(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const values = formValues(event.currentTarget);
    setTyped(values['phone'] ?? '');
    let checked: Awaited<ReturnType<typeof numberChecks.check>>;
    try {
      checked = await numberChecks.check(values);
    } catch (error) {
      // Offline before the checks ever arrived: the number stays in the field, and the guest is told why.
      showToast(`${PHONE.sendFailed}: ${say.failure(error)}`, 'error');
      return;
    }
    setErrors(checked.errors);
    if (!checked.data) {
      focusField('phone');
      return;
    }
    await ask(checked.data.phone, false);
  }

  async function confirm(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!sent) return;
    let checked: Awaited<ReturnType<typeof codeChecks.check>>;
    try {
      checked = await codeChecks.check({ phone: sent.phone, code: formValues(event.currentTarget)['code'] ?? '' });
    } catch (error) {
      showToast(`${PHONE.confirmFailed}: ${say.failure(error)}`, 'error');
      return;
    }
    setErrors(checked.errors);
    if (!checked.data) {
      focusField('code');
      return;
    }
    setBusy('confirm');
    try {
      const answer = await confirmCode(checked.data.phone, checked.data.code);
      // Proven: said in the page's words (the Worker's own are its English, TEXT_MESSAGES.proven).
      showToast(PHONE.proven);
      onProven(settingsOf(answer));
    } catch (error) {
      refused(error, PHONE.confirmFailed, 'code');
    } finally {
      setBusy(null);
    }
  }

  function startOver() {
    setSent(null);
    setErrors({});
    setNotice(null);
  }

  const minutes = sent?.expiresAt ? minutesLeft(sent.expiresAt, sent.at) : 0;
  return (
    <div className="phone-proof">
      {sent && (
        <p className="phone-proof-sent">
          {fillNodes(words.codeSentTo, { phone: <span className="phone-number">{spacedMobile(sent.phone)}</span> })}
          {minutes > 0 && <> {PHONE.codeGoodFor(minutes)}</>}
        </p>
      )}
      {/* Announced as it changes: a new code sent, or why it was not. In place on both steps, so that what first
          appears in it is read too. */}
      <div role="status" className="phone-proof-status">
        {notice && <p className={notice.error ? 'phone-proof-refusal' : undefined}>{notice.text}</p>}
      </div>
      {sent ? (
        <form className="phone-proof-form" noValidate onFocus={codeChecks.warm} onSubmit={(event) => void confirm(event)}>
          <Field
            form={form}
            name="code"
            label={PHONE.codeLabel}
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            spellCheck={false}
            required
            error={errors['code']}
          />
          <button className="button" type="submit" disabled={busy !== null}>
            {busy === 'confirm' ? PHONE.confirming : PHONE.confirm}
          </button>
          <div className="phone-proof-again">
            <button className="button button--quiet" type="button" disabled={secondsLeft > 0 || busy !== null} aria-describedby={`${form}-resend-when`} onClick={() => void ask(sent.phone, true)}>
              {busy === 'resend' ? PHONE.sending : PHONE.resend}
            </button>
            <button className="button button--quiet" type="button" disabled={busy !== null} onClick={startOver}>
              {PHONE.anotherNumber}
            </button>
          </div>
          {/* Read with the button, not announced each second. */}
          <p className="phone-proof-when" id={`${form}-resend-when`}>
            {secondsLeft > 0 ? PHONE.resendIn(secondsLeft) : PHONE.resendReady}
          </p>
        </form>
      ) : (
        <form className="phone-proof-form" noValidate onFocus={numberChecks.warm} onSubmit={(event) => void send(event)}>
          <Field
            form={form}
            name="phone"
            label={PHONE.numberLabel}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            maxLength={30}
            defaultValue={typed}
            placeholder={PHONE.numberPlaceholder}
            required
            error={errors['phone']}
            hint={PHONE.numberHint}
          />
          <button className="button" type="submit" disabled={busy !== null}>
            {busy === 'send' ? PHONE.sending : PHONE.sendCode}
          </button>
        </form>
      )}
    </div>
  );
}
