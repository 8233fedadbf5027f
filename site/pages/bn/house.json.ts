// The restaurant's details for the mails written in Bangla: /house.json with the name and address in Bangla
// (site/content/house.ts). The Worker falls back to the English ones where this is missing.
import type { APIRoute } from 'astro';
import { houseResponse } from '../../content/house';

export const GET: APIRoute = () => houseResponse('bn');
