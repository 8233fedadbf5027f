import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin';
import { defineConfig } from 'vitest/config';

// Worker tests run inside the real Workers runtime (workerd via Miniflare) with the bindings of
// wrangler.toml: a real local D1, migrated in the setup file, and the built site as ASSETS.
export default defineConfig({
  plugins: [
    cloudflareTest(async () => ({
      remoteBindings: false,
      wrangler: { configPath: './wrangler.toml' },
      miniflare: {
        bindings: {
          TEST_MIGRATIONS: await readD1Migrations('./migrations'),
          FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
        },
      },
    })),
  ],
  test: {
    include: ['worker/**/*.test.ts'],
    exclude: ['worker/contract/**'],
    setupFiles: ['./worker/test/apply-migrations.ts'],
  },
});
