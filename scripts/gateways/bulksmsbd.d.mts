// Types of the BulkSMSBD stand-in (bulksmsbd.mjs).
import type { StandIn } from './index.d.mts';
export declare const LOCAL_BULKSMSBD: { apiKey: string; senderId: string };
export declare const CODES: Record<number, string>;
export declare function startBulksmsbd(options: { port: number; host?: string; credentials?: { apiKey: string; senderId: string }; balance?: number }): Promise<StandIn>;
