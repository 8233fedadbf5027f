// The menu catalogue the Worker prices orders from (ARCHITECTURE.md "The catalogue the server trusts"), in English;
// /bn/catalogue.json is its Bangla twin (site/content/catalogue.ts).
import type { APIRoute } from 'astro';
import { catalogueResponse } from '../content/catalogue';

export const GET: APIRoute = () => catalogueResponse('en');
