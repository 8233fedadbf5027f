import '../zod-jitless';

// The proof's checks and the contract's words for its refusals: zod and the schemas, loaded when the guest first
// reaches into the form (lib/lazy-checks.ts), never with a page.
export { PhoneCodeInput, PhoneVerifyInput, TEXT_MESSAGES } from '#contract/texts';
