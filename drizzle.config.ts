import { defineConfig } from 'drizzle-kit';

// drizzle-kit writes SQL migrations that wrangler applies (`wrangler d1 migrations apply`).
export default defineConfig({
  dialect: 'sqlite',
  schema: './worker/db/schema.ts',
  out: './migrations',
});
