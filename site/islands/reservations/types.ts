/**
 * The types the booking islands share. They live apart from Reservations.tsx so the parts it composes
 * (the form, the guest's list) need not import the island that imports them.
 */

/** The restaurant's telephone, as the page passes it down for "call us" text. */
export interface Restaurant {
  phone: string;
  phoneHref: string;
}
