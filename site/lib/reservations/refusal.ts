import { ApiError } from '../http';

// Where the booking form puts the server's refusal of a booking: beside the field it concerns, or beside the
// form's button when it concerns the guest's bookings as a whole.

export type BookingRefusal =
  /** The time was taken meanwhile: beside the time, and the times are asked again. */
  | { at: 'time'; message: string }
  /** Fields the server found wrong: each message beside its field. */
  | { at: 'fields'; errors: Record<string, string> }
  /** The guest already holds as many upcoming bookings as one account may: beside the form's button. */
  | { at: 'form'; message: string };

/** The refusal's place and words, or undefined for a failure that is not a refusal of this booking. */
export function bookingRefusal(error: unknown): BookingRefusal | undefined {
  if (!(error instanceof ApiError)) return undefined;
  // The server names the account (`userId`) when the refusal is about the guest's bookings, not this one's time.
  if (error.status === 409 && error.issues.some((issue) => issue.path[0] === 'userId')) return { at: 'form', message: error.message };
  if (error.status === 409) return { at: 'time', message: error.message };
  if (error.status === 400 && error.issues.length > 0) {
    const errors: Record<string, string> = {};
    for (const issue of error.issues) errors[String(issue.path[0])] ??= issue.message;
    return { at: 'fields', errors };
  }
  return undefined;
}
