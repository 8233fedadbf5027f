// The stand-in gateways in one import (typed by gateways.d.mts), for the Worker tests' global setup.
export { startBkash } from './bkash.mjs';
export { LOCAL_BKASH, LOCAL_SSLCOMMERZ } from './common.mjs';
export { startSslcommerz } from './sslcommerz.mjs';
