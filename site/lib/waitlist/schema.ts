// What the waitlist's form loads when it opens: the Worker's own schema, in zod's mini build (jitless first).
import '../zod-jitless';

export { waitlistInput } from '#contract/waitlist';
export { fieldErrors } from '../field-errors';
