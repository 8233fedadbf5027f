// The menu catalogue in Bangla, for the cart and checkout of the Bangla pages: /catalogue.json's dishes, ids and
// prices with their Bangla words (site/content/catalogue.ts). The Worker prices from the English one.
import type { APIRoute } from 'astro';
import { catalogueResponse } from '../../content/catalogue';

export const GET: APIRoute = () => catalogueResponse('bn');
