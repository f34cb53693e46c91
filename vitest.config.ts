import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      'packages/protocol/vitest.config.ts',
      'packages/server/vitest.config.ts',
      'packages/web/vite.config.ts',
    ],
  },
});
