import { defineConfig } from 'vitest/config';

// Pure unit tests: the shared contract, stores and libraries, in Node.
export default defineConfig({
  test: {
    include: ['worker/contract/**/*.test.ts', 'site/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/unit/**/*.test.ts'],
    environment: 'node',
  },
});
