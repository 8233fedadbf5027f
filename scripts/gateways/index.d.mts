// Types of the stand-in gateways (bkash.mjs, sslcommerz.mjs, common.mjs), for the Worker tests' global setup.
export interface StandIn {
  url: string;
  close(): Promise<void>;
}
export declare const LOCAL_BKASH: { username: string; password: string; appKey: string; appSecret: string };
export declare const LOCAL_SSLCOMMERZ: { storeId: string; storePassword: string };
export declare function startBkash(options: { port: number; host?: string }): Promise<StandIn>;
export declare function startSslcommerz(options: { port: number; host?: string }): Promise<StandIn>;
