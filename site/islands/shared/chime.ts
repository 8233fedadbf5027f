// The new-order chime of the dashboard and the kitchen's screen, made with the Web Audio API rather than an audio
// file: nothing to download, nothing to cache, no asset in the build. Two short sine notes a fifth apart, each
// with its own gain envelope (a quick rise and a soft exponential fall, so neither clicks). Loaded only when the
// sound is switched on or the first new order arrives: a screen's start-up does none of this.

export interface ChimeNote {
  /** Hz. */
  frequency: number;
  /** Seconds after the chime starts. */
  at: number;
  /** Seconds from the note's start until it has faded out. */
  length: number;
}

/** A5 then E6: bright enough to be heard over a kitchen, short enough not to startle a dining room. */
export const CHIME_NOTES: readonly ChimeNote[] = [
  { frequency: 880, at: 0, length: 0.4 },
  { frequency: 1318.51, at: 0.16, length: 0.6 },
];
/** The loudest the envelope goes (of 1): a chime, not an alarm. */
export const CHIME_PEAK = 0.22;
const ATTACK = 0.012;
/** An exponential ramp cannot reach 0: this is silence. */
const SILENT = 0.0001;

/** Plays the chime on a running context; returns whether it was scheduled (a suspended context plays nothing). */
export function playChime(context: AudioContext): boolean {
  if (context.state !== 'running') return false;
  const start = context.currentTime + 0.02;
  for (const note of CHIME_NOTES) {
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.setValueAtTime(note.frequency, start + note.at);
    gain.gain.setValueAtTime(SILENT, start + note.at);
    gain.gain.linearRampToValueAtTime(CHIME_PEAK, start + note.at + ATTACK);
    gain.gain.exponentialRampToValueAtTime(SILENT, start + note.at + note.length);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(start + note.at);
    oscillator.stop(start + note.at + note.length + 0.05);
  }
  return true;
}
