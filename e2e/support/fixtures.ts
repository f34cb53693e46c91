import { test as base, type Browser, type BrowserContext } from '@playwright/test';
import { DeviceServer, type DeviceType } from './device-server';

/** A browser context signed in to a device server, as a user's browser after its prompt. */
export function signedInContext(browser: Browser, device: DeviceServer): Promise<BrowserContext> {
  return browser.newContext({
    baseURL: device.url,
    httpCredentials: { username: device.user, password: device.password },
  });
}

/**
 * A test with a fresh device server of `deviceType` (default HMS-4X; `test.use({ deviceType:
 * 'FSII' })` for a FreeSpeak II base) and a browser signed in to it.
 */
export const test = base.extend<{ deviceType: DeviceType; device: DeviceServer }>({
  deviceType: ['HMS-4X', { option: true }],
  device: async ({ deviceType }, use) => {
    const device = await DeviceServer.start(deviceType);
    await use(device);
    await device.dispose();
  },
  context: async ({ browser, device }, use) => {
    const context = await signedInContext(browser, device);
    await use(context);
    await context.close();
  },
});

export { expect } from '@playwright/test';
