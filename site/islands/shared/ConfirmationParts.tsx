import { showToast } from '../../lib/toasts/show';
import './confirmation.css';

// Words: none of its own. CopyId's label, hint and toast are its caller's, in the page's words (the toasts'
// orderIdCopied, reservationIdCopied: useWords('toasts')).

interface Props {
  id: string;
  /** 'Order ID', 'Reservation ID'. */
  label: string;
  /** The toast once it is on the clipboard. */
  copied: string;
  hint: string;
}

async function copy(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** An id a guest will need again: shown large, and a click copies it (SPEC §2 "Success view"). */
export function CopyId({ id, label, copied, hint }: Props) {
  return (
    <div className="success-id">
      <span className="caps-heading" id="copy-id-label">
        {label}
      </span>
      <button type="button" className="copy-id" aria-describedby="copy-id-label copy-id-hint" onClick={() => void copy(id).then((done) => done && showToast(copied))}>
        {id}
      </button>
      <span className="success-hint" id="copy-id-hint">
        {hint}
      </span>
    </div>
  );
}

/** The brass tick at the head of a confirmation. */
export function SuccessMark() {
  return (
    <svg className="success-mark" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <circle cx="32" cy="32" r="30" fill="none" stroke="currentColor" strokeWidth="1.2" />
      <path d="m20 33 8 8 16-18" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
