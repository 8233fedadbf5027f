// The restaurant's details the Worker writes its mails with, and the kitchen's hours it takes orders in (worker/contract/house.ts), published by the build
// from the site settings and validated here, so a build cannot publish a house the mails cannot use.
import type { APIRoute } from 'astro';
import { House } from '#contract/house';
import { parseOpeningHours } from '#contract/service';
import { getSiteSettings } from '../content/site';

export const GET: APIRoute = async () => {
  const { name, email, phone, address, eveningService, openingHours, lastOrdersMinutes, orderLeadMinutes } = await getSiteSettings();
  const service = { week: parseOpeningHours(openingHours), lastOrdersMinutes, leadMinutes: orderLeadMinutes };
  const house = House.parse({ name, email, phone, address: `${address.street}, ${address.locality} ${address.postalCode}, ${address.country}`, eveningService, service });
  return new Response(JSON.stringify(house), { headers: { 'Content-Type': 'application/json' } });
};
