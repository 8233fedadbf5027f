import { z } from 'zod';
import type { Category } from './menu';
import { PAUSE_CHOICES, SOLD_OUT_UNTIL } from './service';

// The dashboard's Menu view (docs/api.md "Tonight's service"): staff switch a dish sold out over the published
// catalogue, and pause online orders. The pure rules and the public answer are in ./service.

/** PUT /api/admin/service/dishes/{id}: sold out (back at the next service day, or until switched on), or on again. */
export const SoldOutSwitchInput = z.discriminatedUnion(
  'soldOut',
  [
    z.object({ soldOut: z.literal(true), until: z.enum(SOLD_OUT_UNTIL, `until must be one of ${SOLD_OUT_UNTIL.join(', ')}`) }).strict(),
    z.object({ soldOut: z.literal(false) }).strict(),
  ],
  'soldOut must be true or false',
);
export type SoldOutSwitchInput = z.infer<typeof SoldOutSwitchInput>;

/** PUT /api/admin/service/pause: for 15, 30 or 60 minutes, or null until staff resume. */
export const PauseInput = z
  .object({ minutes: z.literal(PAUSE_CHOICES, `minutes must be ${PAUSE_CHOICES.join(', ')} or null`).nullable() })
  .strict();
export type PauseInput = z.infer<typeof PauseInput>;

/** A dish as the Menu view lists it: the catalogue's, with tonight's switch over it. */
export interface TonightDish {
  id: string;
  name: string;
  category: Category;
  subcategory: string;
  price: number;
  /** The published catalogue's `available`: false is off the menu whatever tonight's switch says. */
  available: boolean;
  /** Sold out tonight: until when (ISO instant), null until switched on. Null when not sold out. */
  soldOut: { until: string | null } | null;
}

/** The pause as the dashboard shows it: until when (ISO instant), null until resumed. Null when not paused. */
export type TonightPause = { until: string | null } | null;

/** GET /api/admin/service/menu. */
export interface TonightMenu {
  /** The server's clock (ISO instant), to count a pause's minutes left from. */
  at: string;
  dishes: TonightDish[];
  paused: TonightPause;
}
