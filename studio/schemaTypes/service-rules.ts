// How staff write the kitchen's hours and its ordering settings, as the Studio enforces them. Studio imports no
// site or Worker code; a unit test (tests/unit/studio-rules.test.ts) checks that what these accept, the Worker's
// reader of the hours (worker/contract/service.ts) reads, and that the ranges are the published schema's.
const DAY = '(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)';
const TIME = '(?:1[0-2]|0?[1-9])(?::[0-5]\\d)? ?[AP]M';
const DASH = '\\s*[–—-]\\s*';
export const DAYS_PATTERN = new RegExp(`^${DAY}(?:${DASH}${DAY})?$`);
export const HOURS_PATTERN = new RegExp(`^(?:${TIME}${DASH}${TIME}|Closed)$`);
export const LAST_ORDERS_RANGE = { min: 0, max: 120 } as const;
export const LEAD_RANGE = { min: 15, max: 180 } as const;
