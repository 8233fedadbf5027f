import type { ReactNode } from 'react';
import * as ADMIN from './messages';

interface Props<S extends string> {
  subject: string;
  search: string;
  onSearch: (text: string) => void;
  placeholder: string;
  status: S | '';
  statuses: Readonly<Record<S, string>>;
  onStatus: (status: S | '') => void;
  children?: ReactNode;
}

/** A list's search and filters; the server does the work (docs/decisions/0006). */
export function Toolbar<S extends string>({ subject, search, onSearch, placeholder, status, statuses, onStatus, children }: Props<S>) {
  return (
    <form className="admin-toolbar" role="search" aria-label={`Find ${subject}`} onSubmit={(event) => event.preventDefault()}>
      <div className="field admin-search">
        <label htmlFor={`admin-${subject}-q`}>{ADMIN.searchLabel}</label>
        <input className="input" id={`admin-${subject}-q`} type="search" value={search} placeholder={placeholder} maxLength={100} onChange={(event) => onSearch(event.target.value)} />
      </div>
      <div className="field">
        <label htmlFor={`admin-${subject}-status`}>Status</label>
        <select className="input" id={`admin-${subject}-status`} value={status} onChange={(event) => onStatus(event.target.value as S | '')}>
          <option value="">{ADMIN.allStatuses}</option>
          {(Object.keys(statuses) as S[]).map((key) => (
            <option key={key} value={key}>
              {statuses[key]}
            </option>
          ))}
        </select>
      </div>
      {children}
    </form>
  );
}
