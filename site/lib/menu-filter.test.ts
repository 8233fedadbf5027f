import { describe, expect, it } from 'vitest';
import { matchesFilter } from './menu-filter';

const hilsa = 'smoked hilsa mousse padma hilsa cold-smoked over tamarind wood';

describe('matchesFilter', () => {
  it('matches name or description, case-insensitively, ignoring surrounding spaces', () => {
    expect(matchesFilter(hilsa, 'starters', 'HILSA', '')).toBe(true);
    expect(matchesFilter(hilsa, 'starters', '  tamarind ', '')).toBe(true);
    expect(matchesFilter(hilsa, 'starters', 'truffle', '')).toBe(false);
  });

  it('narrows to the chosen category; an empty category is All', () => {
    expect(matchesFilter(hilsa, 'starters', '', 'starters')).toBe(true);
    expect(matchesFilter(hilsa, 'starters', '', 'mains')).toBe(false);
    expect(matchesFilter(hilsa, 'starters', 'hilsa', 'mains')).toBe(false);
  });
});
