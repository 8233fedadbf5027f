// The restaurant's details the Worker writes its mails with, and the kitchen's hours it takes orders in, in English;
// /bn/house.json is the Bangla twin (site/content/house.ts).
import type { APIRoute } from 'astro';
import { houseResponse } from '../content/house';

export const GET: APIRoute = () => houseResponse('en');
