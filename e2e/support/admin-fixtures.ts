import { test as base, type Page } from '@playwright/test';
import { DeviceServer, type DeviceType } from './device-server';

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
    const context = await browser.newContext({
      baseURL: device.url,
      httpCredentials: { username: device.user, password: device.password },
    });
    await use(context);
    await context.close();
  },
});

export { expect } from '@playwright/test';

/** Marks the current document, so a test can tell when the page was reloaded. */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    document.body.dataset.e2eMarker = 'before';
  });
}

/** True while the marked document is still the one shown (no reload yet). */
export function isSameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => document.body.dataset.e2eMarker === 'before');
}

/** Reads the host device through the API. */
export async function hostDevice(device: DeviceServer): Promise<{
  device_label: string;
  device_netMode: string;
  device_settings: Record<string, unknown>;
  device_liveStatus: { monitoring?: number };
}> {
  const response = await device.api('GET', '/api/1/devices/0');
  return (await response.json()) as Awaited<ReturnType<typeof hostDevice>>;
}
