// The delivery areas' limits, as the Studio enforces them. Studio imports no site or Worker code; a unit test
// (tests/unit/studio-rules.test.ts) keeps these equal to worker/contract/delivery-areas.ts.
export const AREA_FEE_RANGE = { min: 0, max: 1000 } as const;
export const AREA_MINIMUM_RANGE = { min: 0, max: 20000 } as const;
export const AREA_MINUTES_RANGE = { min: 0, max: 120 } as const;
