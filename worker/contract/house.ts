import { z } from 'zod';
import { LAST_ORDERS_RANGE, LEAD_RANGE } from './service';

// The restaurant's own details the Worker needs: who writes its mails, where the contact form's messages go,
// what a mail's footer says, and when the kitchen takes delivery orders. Published by the build from the site settings (the CMS),
// like the catalogue, so staff change them in one place.
export const HOUSE_PATH = '/house.json';

export const House = z.object({
  name: z.string().min(1),
  /** The restaurant's own address: contact messages are sent here. */
  email: z.email(),
  phone: z.string().min(1),
  /** One line: street, locality postcode, country. */
  address: z.string().min(1),
  eveningService: z.string(),
  /** When the kitchen takes delivery orders (./service): the opening hours staff edit, read at build. */
  service: z.object({
    week: z
      .array(
        z
          .object({ opens: z.number().int().min(0).max(1440), closes: z.number().int().min(1).max(1440) })
          .refine((hours) => hours.opens < hours.closes, 'closes before it opens')
          .nullable(),
      )
      .length(7),
    lastOrdersMinutes: z.number().int().min(LAST_ORDERS_RANGE.min).max(LAST_ORDERS_RANGE.max),
    leadMinutes: z.number().int().min(LEAD_RANGE.min).max(LEAD_RANGE.max),
  }),
});
export type House = z.infer<typeof House>;
