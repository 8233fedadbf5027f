import { config } from 'zod/mini';

// zod's fast path compiles validators with new Function, which the pages' CSP (rightly) forbids. This must
// run before any schema is created, so modules that use zod in the browser import this first.
config({ jitless: true });
