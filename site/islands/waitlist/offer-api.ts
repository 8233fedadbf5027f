import type { Reservation } from '#contract/reservation-rules';
import type { OfferView } from '#contract/waitlist';
import { ApiError, answer, send } from '../../lib/http';

// The offer link's two calls (docs/decisions/0026-texts-and-the-waitlist.md). Whoever holds the link is nobody to
// the Worker: its key is their right to the table held, so the calls go through the bare wire (lib/http.ts), never
// lib/api.ts, which would bring the session and the identity provider's loader to a page with no use for them.

export { ApiError };

/** What taking the table answers: the booking made, as little of it as the page shows. */
export type TakenTable = Pick<Reservation, 'id' | 'date' | 'time' | 'guests' | 'table' | 'status'>;

/** The table the link holds; an ApiError 410 once the offer has ended (its hold passed, or the table taken). */
export async function readOffer(token: string): Promise<OfferView> {
  return (await answer<{ offer: OfferView }>(await send(`/api/waitlist/offer/${encodeURIComponent(token)}`))).offer;
}

/** Books the table held; an ApiError 410 once the offer has ended. */
export async function takeOffer(token: string): Promise<TakenTable> {
  return (await answer<{ reservation: TakenTable }>(await send(`/api/waitlist/offer/${encodeURIComponent(token)}/take`, { method: 'POST' }))).reservation;
}
