import { describe, expect, it } from 'vitest';
import { CHIME_NOTES, CHIME_PEAK, playChime } from './chime';

// The chime's scheduling on a Web Audio context: headless Chromium plays it where no one hears, so what it asks
// of the context is checked here, on a context that records the calls.

function recordingContext(state: AudioContextState) {
  const calls: string[] = [];
  const param = (name: string) => ({
    setValueAtTime: (value: number, at: number) => calls.push(`${name}=${value}@${at.toFixed(3)}`),
    linearRampToValueAtTime: (value: number, at: number) => calls.push(`${name}->${value}@${at.toFixed(3)}`),
    exponentialRampToValueAtTime: (value: number, at: number) => calls.push(`${name}~>${value}@${at.toFixed(3)}`),
  });
  const context = {
    state,
    currentTime: 10,
    destination: { name: 'speakers' },
    createOscillator: () => {
      const oscillator = {
        type: '',
        frequency: param('frequency'),
        connect: (node: { name?: string }) => (calls.push(`oscillator(${oscillator.type})->gain`), node),
        start: (at: number) => calls.push(`start@${at.toFixed(3)}`),
        stop: (at: number) => calls.push(`stop@${at.toFixed(3)}`),
      };
      return oscillator;
    },
    createGain: () => ({ name: 'gain', gain: param('gain'), connect: (node: { name: string }) => (calls.push(`gain->${node.name}`), node) }),
  };
  return { context: context as unknown as AudioContext, calls };
}

describe('the chime', () => {
  it('is two short sine notes, each with a rise and an exponential fall, the second after the first', () => {
    const { context, calls } = recordingContext('running');
    expect(playChime(context)).toBe(true);
    expect(CHIME_NOTES.map((note) => note.frequency)).toEqual([880, 1318.51]);
    expect(calls).toEqual([
      'frequency=880@10.020',
      'gain=0.0001@10.020',
      `gain->${CHIME_PEAK}@10.032`,
      'gain~>0.0001@10.420',
      'oscillator(sine)->gain',
      'gain->speakers',
      'start@10.020',
      'stop@10.470',
      'frequency=1318.51@10.180',
      'gain=0.0001@10.180',
      `gain->${CHIME_PEAK}@10.192`,
      'gain~>0.0001@10.780',
      'oscillator(sine)->gain',
      'gain->speakers',
      'start@10.180',
      'stop@10.830',
    ]);
  });

  it('asks nothing of a context the browser has not let start (no click yet)', () => {
    const { context, calls } = recordingContext('suspended');
    expect(playChime(context)).toBe(false);
    expect(calls).toEqual([]);
  });
});
