// The restaurant's details the Worker writes its mails with, and the kitchen's hours it takes orders in
// (worker/contract/house.ts), published by the build from the site settings as /house.json, and as /bn/house.json with
// the name and address as Bangla writes them for the mails written in Bangla. Validated here, so a build cannot
// publish a house the mails cannot use. The hours are the same in both: staff write them once, in English.
import { House } from '#contract/house';
import { parseOpeningHours } from '#contract/service';
import type { Lang } from '../i18n/lang';
import { getSiteSettings } from './site';

export async function houseFor(lang: Lang): Promise<House> {
  const { name, email, phone, address, eveningService, openingHours, lastOrdersMinutes, orderLeadMinutes } = await getSiteSettings(lang);
  const service = { week: parseOpeningHours(openingHours), lastOrdersMinutes, leadMinutes: orderLeadMinutes };
  return House.parse({ name, email, phone, address: `${address.street}, ${address.locality} ${address.postalCode}, ${address.country}`, eveningService, service });
}

export const houseResponse = async (lang: Lang) => new Response(JSON.stringify(await houseFor(lang)), { headers: { 'Content-Type': 'application/json' } });
