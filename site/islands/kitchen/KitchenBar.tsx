import { STATION_LABELS, STATIONS } from '#contract/kitchen';
import { statusLabel } from '#contract/order-rules';
import { SoundButton } from '../shared/SoundButton';
import type { Chime } from '../shared/use-chime';
import * as KITCHEN from './messages';
import { shortId, type StationChoice } from './tickets';
import type { LastTap } from './use-kitchen-board';

interface Props {
  station: StationChoice;
  onStation: (station: StationChoice) => void;
  /** The tap Recall undoes. */
  last: LastTap | null;
  onRecall: () => void;
  sound: Omit<Chime, 'chime'>;
  autoPrint: { on: boolean; prints: number; onToggle: () => void };
}

const CHOICES: readonly StationChoice[] = ['all', ...STATIONS];

/** The screen's bar: its name, the station shown, Recall, the chime and the printing switch. */
export function KitchenBar({ station, onStation, last, onRecall, sound, autoPrint }: Props) {
  return (
    <div className="kitchen-bar">
      <h1 className="kitchen-title">{KITCHEN.heading}</h1>
      <div className="kitchen-stations" role="group" aria-label={KITCHEN.stations}>
        {CHOICES.map((choice) => (
          <button key={choice} type="button" className="kitchen-station" aria-pressed={station === choice} onClick={() => onStation(choice)}>
            {choice === 'all' ? KITCHEN.allStations : STATION_LABELS[choice]}
          </button>
        ))}
      </div>
      <div className="kitchen-tools">
        <button type="button" className="button button--quiet kitchen-recall" disabled={!last} aria-describedby="kitchen-recall-what" onClick={onRecall}>
          <svg aria-hidden="true" viewBox="0 0 20 20" width="18" height="18">
            <path d="M7 5L3 9l4 4M3.5 9H12a5 5 0 0 1 0 10h-2" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          {KITCHEN.recall}
        </button>
        <span id="kitchen-recall-what" className="visually-hidden">
          {last ? KITCHEN.recallWhat(shortId(last.tap.orderId), statusLabel(last.tap.from, last.fulfilment).toLowerCase()) : KITCHEN.nothingToRecall}
        </span>
        <SoundButton sound={sound.sound} chimes={sound.chimes} onToggle={sound.toggleSound} />
        <label className="kitchen-switch">
          <input type="checkbox" role="switch" checked={autoPrint.on} data-prints={autoPrint.prints} aria-describedby="kitchen-print-hint" onChange={autoPrint.onToggle} />
          {KITCHEN.autoPrint}
        </label>
        <span id="kitchen-print-hint" className="visually-hidden">
          {KITCHEN.autoPrintHint}
        </span>
      </div>
    </div>
  );
}
