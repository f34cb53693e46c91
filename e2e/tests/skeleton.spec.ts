// Walking skeleton (issue 2), end to end in Chromium against a real device-server process:
// device spec §2 (routes, navigation bar, page title), §4 (device status, live socket:
// "on disconnect a message says the page will reload on reconnection; on reconnect the page
// reloads"), §7 (live socket, EndpointInit then incremental updates).
import { DeviceServer } from '../support/device-server';
import { expect, signedInContext, test } from '../support/fixtures';

test('signs in and shows the overview tile of the device with its status', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/view\/devices$/);
  const tile = page.getByTestId('device-tile-1');
  await expect(tile).toBeVisible();
  await expect(tile).toContainText('HMS-4X');
  await expect(page.getByTestId('device-status-1')).toHaveAttribute('data-status', 'OK');
  await expect(page).toHaveTitle('HelixNet');
});

test('refuses a browser without credentials', async ({ browser, device }) => {
  const context = await browser.newContext({ baseURL: device.url });
  const reply = await context.request.get('/view/devices');
  expect(reply.status()).toBe(401);
  expect(reply.headers()['www-authenticate']).toMatch(/^Basic realm="Crosspoint"/);
  // Headless Chromium has no prompt to show: the navigation fails for want of credentials.
  const page = await context.newPage();
  await expect(page.goto('/view/devices')).rejects.toThrow(/ERR_INVALID_AUTH_CREDENTIALS/);
  await context.close();
});

test('shows the HelixNet endpoints and an endpoint status change live', async ({
  page,
  device,
}) => {
  expect((await device.api('POST', '/sim/pause')).status).toBe(200);
  await page.goto('/view/devices');
  const row = page.getByTestId('endpoint-row-1');
  await expect(row).toHaveAttribute('data-status', 'online');

  expect((await device.api('POST', '/sim/endpoints/1', { status: 'offline' })).status).toBe(200);
  await expect(row).toHaveAttribute('data-status', 'offline');

  expect((await device.api('POST', '/sim/endpoints/1', { status: 'online' })).status).toBe(200);
  await expect(row).toHaveAttribute('data-status', 'online');
});

test('navigates with the navigation bar; the active button follows the route', async ({ page }) => {
  await page.goto('/view/devices');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByTestId('nav-overview')).toHaveAttribute('aria-current', 'page');

  await nav.getByTestId('nav-home').click();
  await expect(page).toHaveURL(/\/view\/device\/0/);
  await expect(nav.getByTestId('nav-home')).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('tab', { name: 'General' })).toHaveAttribute('aria-selected', 'true');

  await nav.getByTestId('nav-overview').click();
  await expect(page).toHaveURL(/\/view\/devices$/);
  await expect(page.getByTestId('device-tile-1')).toBeVisible();
});

test('sends unknown paths to the device list', async ({ page }) => {
  await page.goto('/view/no-such-screen');
  await expect(page).toHaveURL(/\/view\/devices$/);
  await page.goto('/view/device/77');
  await expect(page).toHaveURL(/\/view\/devices$/);
});

test('edits the device label in General and keeps it', async ({ page, device }) => {
  await page.goto('/view/device/0');
  const input = page.getByRole('textbox', { name: 'Device label' });
  await input.fill('Stage left');
  await input.press('Enter');
  await expect(page.getByTestId('device-view-label')).toHaveText('Stage left');
  const reply = await device.api('GET', '/api/2/devices/0');
  expect(((await reply.json()) as { device_label: string }).device_label).toBe('Stage left');
});

test('says the page will reload when the device goes away, and reloads when it is back', async ({
  page,
  device,
}) => {
  await page.goto('/view/devices');
  await expect(page.getByTestId('device-tile-1')).toBeVisible();
  await expect(page.getByTestId('endpoint-row-1')).toBeVisible();
  await page.evaluate(() => {
    (window as unknown as { beforeReload: boolean }).beforeReload = true;
  });

  await device.stop();
  await expect(page.getByTestId('socket-disconnected')).toBeVisible();
  await expect(page.getByTestId('socket-disconnected')).toContainText('reload');

  const reloaded = page.waitForEvent('load');
  await device.resume();
  await reloaded;
  await expect(page.getByTestId('socket-disconnected')).toBeHidden();
  expect(
    await page.evaluate(() => (window as unknown as { beforeReload?: boolean }).beforeReload),
  ).toBeUndefined();
  await expect(page.getByTestId('device-tile-1')).toBeVisible();
});

test('an FSII base station shows its beltpacks and its antennas with antenna ids', async ({
  browser,
}) => {
  const fsii = await DeviceServer.start('FSII');
  try {
    const context = await signedInContext(browser, fsii);
    const page = await context.newPage();
    await page.goto('/');
    await expect(page).toHaveTitle('FreeSpeak II');
    await expect(page.getByTestId('endpoint-list-fsii-beltpacks')).toBeVisible();
    await expect(page.getByTestId('endpoint-row-1000000')).toContainText('1000000');
    await expect(page.getByTestId('endpoint-row-1000000')).toContainText('FSII-Transceiver');
    await expect(page.getByTestId('endpoint-row-1')).toContainText('000001');
    await context.close();
  } finally {
    await fsii.dispose();
  }
});
