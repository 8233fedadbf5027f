import { useCallback, useState } from 'react';
import { STATIONS } from '#contract/kitchen';
import type { StationChoice } from './tickets';

const STATION_KEY = 'kitchen-station';

const isChoice = (value: string | null): value is StationChoice => value === 'all' || (STATIONS as readonly (string | null)[]).includes(value);

/** The station this screen shows, remembered in localStorage: each tablet stays on its station across reloads. */
export function useStation(): [StationChoice, (station: StationChoice) => void] {
  const [station, setStation] = useState<StationChoice>(() => {
    const kept = window.localStorage.getItem(STATION_KEY);
    return isChoice(kept) ? kept : 'all';
  });
  const choose = useCallback((next: StationChoice) => {
    setStation(next);
    window.localStorage.setItem(STATION_KEY, next);
  }, []);
  return [station, choose];
}
