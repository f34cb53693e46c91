import { test as base } from '@playwright/test';
import { DeviceServer } from './device-server';

/** A test with a fresh HMS-4X device server and a browser signed in to it. */
export const test = base.extend<{ device: DeviceServer }>({
  // Playwright reads the fixtures a fixture needs from its first parameter: none here.
  // eslint-disable-next-line no-empty-pattern
  device: async ({}, use) => {
    const device = await DeviceServer.start('HMS-4X');
    await use(device);
    await device.dispose();
  },
  context: async ({ browser, device }, use) => {
    const context = await browser.newContext({
      baseURL: device.url,
      httpCredentials: { username: device.user, password: device.password },
    });
    await use(context);
    await context.close();
  },
});

export { expect } from '@playwright/test';
