import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

/** Where `npm run dev` forwards API, simulator and live-socket calls: a local device server. */
const DEVICE_SERVER = 'http://localhost:8080';

export default defineConfig({
  plugins: [react()],
  // One bundle served by the device on its LAN; split by route when screens grow.
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 1000 },
  server: {
    proxy: {
      '/api': { target: DEVICE_SERVER, changeOrigin: false },
      '/sim': { target: DEVICE_SERVER, changeOrigin: false },
      '/socket.io': { target: DEVICE_SERVER, ws: true, changeOrigin: false },
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // Mantine dialogs under jsdom take seconds on a loaded two-core machine (CI runs the
    // browser and server suites too); a timeout is a failure to finish, not a slow pass.
    testTimeout: 20_000,
  },
});
