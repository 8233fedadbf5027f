// The cookie that asks the test stack's Worker for a kitchen that never closes (worker/ordering/hours.ts, which
// honours it only on the Auth emulator): every context starts with it (playwright.config.ts), so tests that
// order "for now" pass at any hour; a spec about the hours starts without it (WITH_PUBLISHED_HOURS).
export const NEVER_CLOSES = { name: 'test-kitchen-hours', value: 'never-closes' } as const;

/** A context's options for a spec that meets the kitchen's published hours: `test.use(WITH_PUBLISHED_HOURS)`. */
export const WITH_PUBLISHED_HOURS = { storageState: { cookies: [], origins: [] } };
