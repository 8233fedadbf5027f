import { defineConfig } from 'vitest/config';

// Pure unit tests: the shared contract, stores and libraries, in Node (a hook's test names jsdom for itself).
export default defineConfig({
  test: {
    include: ['worker/contract/**/*.test.ts', 'site/**/*.test.ts', 'site/**/*.test.tsx', 'scripts/**/*.test.ts', 'integrations/**/*.test.ts', 'tests/unit/**/*.test.ts', 'studio/**/*.test.ts'],
    environment: 'node',
    exclude: ['studio/dist/**', 'node_modules/**'],
  },
});
