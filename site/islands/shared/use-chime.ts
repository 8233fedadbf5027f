import { useCallback, useRef, useState } from 'react';

/** 'resume': switched on at an earlier visit; the browser plays nothing until a click in this page. */
export type Sound = 'off' | 'resume' | 'on';

export interface Chime {
  sound: Sound;
  toggleSound: () => void;
  /** Plays the chime if the sound is on (and the browser has let the page start its audio). */
  chime: () => void;
  /** How many chimes were handed to the audio context (the sound button shows it as data-chimes). */
  chimes: number;
}

/**
 * The new-order chime's switch, remembered in localStorage under `storageKey` (each screen its own choice).
 * Browsers start a page's audio only inside a click, so a choice remembered from an earlier visit comes back as
 * 'resume' and the first click on the switch turns it on.
 */
export function useChime(storageKey: string): Chime {
  const [sound, setSound] = useState<Sound>(() => (window.localStorage.getItem(storageKey) === 'on' ? 'resume' : 'off'));
  const [chimes, setChimes] = useState(0);
  const audio = useRef<AudioContext | undefined>(undefined);
  const soundRef = useRef(sound);
  soundRef.current = sound;

  const chime = useCallback(() => {
    const context = audio.current;
    if (soundRef.current !== 'on' || !context) return;
    void import('./chime').then(({ playChime }) => {
      if (playChime(context)) setChimes((count) => count + 1);
    });
  }, []);

  const toggleSound = useCallback(() => {
    if (soundRef.current === 'on') {
      setSound('off');
      window.localStorage.setItem(storageKey, 'off');
      return;
    }
    // Made and resumed inside the click: the one moment every browser lets a page start its audio.
    audio.current ??= new AudioContext();
    void audio.current.resume().then(() => {
      setSound('on');
      window.localStorage.setItem(storageKey, 'on');
    });
  }, [storageKey]);

  return { sound, toggleSound, chime, chimes };
}
