import { useWords } from '../../i18n/react';
import type { Sound } from './use-chime';
import './sound.css';

// Words: the catalog's `shared` (the staff pages hand it in English).

/**
 * Switches the new-order chime on and off (./use-chime.ts). Browsers play no sound until a click, so a choice
 * remembered from an earlier visit still needs one: the button then says "Turn on sound", with the reason beside it.
 * data-chimes: how many chimes were handed to the audio context, for the end-to-end test to read.
 */
export function SoundButton({ sound, chimes, onToggle }: { sound: Sound; chimes: number; onToggle: () => void }) {
  const words = useWords('shared').sound;
  const label = sound === 'on' ? words.on : sound === 'resume' ? words.resume : words.off;
  return (
    <div className="sound">
      <button type="button" className="sound-button" aria-pressed={sound === 'on'} aria-describedby={sound === 'resume' ? 'sound-hint' : undefined} data-chimes={chimes} onClick={onToggle}>
        <svg aria-hidden="true" viewBox="0 0 20 20" width="16" height="16">
          <path d="M3 8h3l4-3.5v11L6 12H3z" fill="currentColor" />
          {sound === 'on' ? <path d="M13 7a4 4 0 0 1 0 6M15.5 4.5a7.5 7.5 0 0 1 0 11" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" /> : <path d="M13.5 8l4 4m0-4l-4 4" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />}
        </svg>
        {label}
      </button>
      {sound === 'resume' && (
        <span id="sound-hint" className="sound-hint">
          {words.hint}
        </span>
      )}
    </div>
  );
}
