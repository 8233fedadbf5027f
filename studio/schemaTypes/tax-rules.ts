// The VAT invoice's limits, as the Studio enforces them. Studio imports no site or Worker code; a unit test
// (tests/unit/studio-rules.test.ts) keeps these equal to worker/contract/invoice.ts.
export const VAT_PERCENT_RANGE = { min: 0, max: 25 } as const;
export const SERVICE_CHARGE_PERCENT_RANGE = { min: 0, max: 20 } as const;
/** A Business Identification Number: the 9 digits the NBR issued, then the 4-digit branch (place of supply). */
export const BIN_PATTERN = /^\d{9}-\d{4}$/;
