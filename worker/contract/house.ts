import { z } from 'zod';

// The restaurant's own details the Worker needs for its mails: who writes, where the contact
// form's messages go, what a mail's footer says. Published by the build from the site settings (the CMS),
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
});
export type House = z.infer<typeof House>;
