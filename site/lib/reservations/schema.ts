// What the booking form loads when the guest first touches it: the Worker's own schema, in zod's mini build.
import '../zod-jitless';

export { bookingForm } from '#contract/reservation';
export { fieldErrors } from '../field-errors';
