import type { Page } from '@playwright/test';
import type { DeviceServer } from './device-server';

export { expect, test } from './fixtures';

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
