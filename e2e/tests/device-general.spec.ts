// Issue 3 end to end: device spec §2 General (date and time, backup, restore, snapshot,
// reboot, reset to default, admin password, changePassword=1), §4 "Reset and reboot" (progress
// until the socket reconnects, then reload) and "Snapshot", §5 clock and password rules, §8.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { MESSAGES } from '@crosspoint/protocol/messages';
import { expect, hostDevice, isSameDocument, markDocument, test } from '../support/admin-fixtures';

test('date and time: warns about drift and sets the device clock', async ({ page, device }) => {
  const off = await device.api('POST', '/api/1/devices/0/setDateTime', {
    dateTime: '2030-01-01T00:00:00Z',
  });
  expect(off.status).toBe(200);
  await page.goto('/view/device/0');
  // device spec §5: "a date/time difference over 15 minutes shows a warning"
  await expect(page.getByTestId('clock-drift-warning')).toHaveText(MESSAGES.clockNotSynchronized);
  await page.getByTestId('date-time-sync').click();
  await expect(page.getByTestId('clock-drift-warning')).toHaveCount(0);
  const reply = (await (await device.api('GET', '/api/1/devices/0/getDateTime')).json()) as {
    wbsDateTime: string;
  };
  expect(Math.abs(Date.parse(reply.wbsDateTime) - Date.now())).toBeLessThan(60_000);
});

test('backup downloads, restore refuses a bad file and restores a good one', async ({
  page,
}, testInfo) => {
  await page.goto('/view/device/0');
  const today = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  const suffix = `_${today.getFullYear()}-${pad(today.getMonth() + 1)}-${pad(today.getDate())}`;
  await page.getByTestId('backup-name').fill('show');
  await expect(page.getByTestId('backup-full-name')).toHaveText(`show${suffix}`);
  const downloading = page.waitForEvent('download');
  await page.getByTestId('backup-download').click();
  const download = await downloading;
  // architecture §9: the file name is prefixed by the product
  expect(download.suggestedFilename()).toBe(`HMS_show${suffix}.tar.gz`);
  const saved = testInfo.outputPath('backup.tar.gz');
  await download.saveAs(saved);

  const bad = testInfo.outputPath('bad.tar.gz');
  await writeFile(bad, 'this is not a backup');
  const fileInput = page.getByTestId('restore-section').locator('input[type="file"]');
  await fileInput.setInputFiles(bad);
  await expect(page.getByTestId('restore-error')).toContainText('Invalid backup file');

  await fileInput.setInputFiles({
    name: path.basename(saved),
    mimeType: 'application/gzip',
    buffer: await readFile(saved),
  });
  await expect(page.getByTestId('restore-success')).toHaveText(MESSAGES.restoreSuccess);
});

test('snapshot: progress, then a download link to a real archive', async ({ page }) => {
  await page.goto('/view/device/0');
  await page.getByTestId('snapshot-start').click();
  const link = page.getByTestId('snapshot-download');
  await expect(link).toBeVisible();
  const downloading = page.waitForEvent('download');
  await link.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^HMS_snapshot_\d{8}T\d{6}\.tar\.gz$/);
});

test('reboot: progress on the device list until the socket reconnects, then a reload', async ({
  page,
  device,
}) => {
  await page.goto('/view/device/0');
  await expect(page.getByTestId('label-input')).toBeVisible();
  await markDocument(page);
  let socketsOpened = 0;
  page.on('websocket', () => (socketsOpened += 1));
  await page.getByTestId('reboot').click();
  await page.getByTestId('confirm-action').click();
  // device spec §4: "redirect to the devices page and show a progress dialog"
  await expect(page).toHaveURL(/\/view\/devices$/);
  await expect(page.getByTestId('restart-progress')).toBeVisible();
  expect(await isSameDocument(page)).toBe(true);
  // the device really goes away…
  await expect
    .poll(async () =>
      device.api('GET', '/api/1/version').then(
        () => 'up',
        () => 'down',
      ),
    )
    .toBe('down');
  // …comes back, the socket reconnects and the page reloads
  await expect.poll(() => isSameDocument(page).catch(() => true), { timeout: 30_000 }).toBe(false);
  await expect(page.getByTestId('restart-progress')).toHaveCount(0);
  await expect(page).toHaveURL(/\/view\/devices$/);
  expect(socketsOpened).toBeGreaterThan(0);
});

test('reset to default returns the label to its factory value and keeps the network', async ({
  page,
  device,
}) => {
  const network = { mode: 'static', staticIP: '10.20.30.40', netmask: '255.255.255.0' };
  await device.api('POST', '/api/2/devices/0/setupnetwork', { network });
  await device.api('PUT', '/api/1/devices/0', { label: 'Before reset' });
  await page.goto('/view/device/0');
  await expect(page.getByTestId('label-input')).toHaveValue('Before reset');
  await markDocument(page);
  await page.getByTestId('reset').click();
  await expect(page.getByTestId('reset-keep-network')).toBeChecked();
  await page.getByTestId('confirm-action').click();
  await expect(page.getByTestId('restart-progress')).toBeVisible();
  await expect.poll(() => isSameDocument(page).catch(() => true), { timeout: 30_000 }).toBe(false);
  const host = await hostDevice(device);
  expect(host.device_label).toBe('HMS-4X Main Station');
  expect(host.device_settings.network).toEqual(network);
});

test('admin password: mismatch, then a real change', async ({ page, device }) => {
  await page.goto('/view/device/0');
  await page.getByTestId('password-old').fill(device.password);
  await page.getByTestId('password-new').fill('n3w-Secret-2');
  await page.getByTestId('password-confirm').fill('n3w-Secret-X');
  // device spec §5: "'Password mismatch' when new and confirm differ"
  await expect(page.getByText(MESSAGES.passwordMismatch)).toBeVisible();
  await expect(page.getByTestId('password-save')).toBeDisabled();
  await page.getByTestId('password-confirm').fill('n3w-Secret-2');
  await page.getByTestId('password-save').click();
  await expect(page.getByTestId('password-changed')).toBeVisible();
  const auth = `Basic ${Buffer.from('admin:n3w-Secret-2').toString('base64')}`;
  const check = await fetch(`${device.url}/api/1/version`, { headers: { authorization: auth } });
  expect(check.status).toBe(200);
});

test('admin password: a wrong current password is refused with the title', async ({ page }) => {
  await page.goto('/view/device/0');
  await page.getByTestId('password-old').fill('not-the-password');
  await page.getByTestId('password-new').fill('abc12345');
  await page.getByTestId('password-confirm').fill('abc12345');
  await page.getByTestId('password-save').click();
  await expect(page.getByTestId('password-error')).toContainText(MESSAGES.failedPassword);
  await expect(page.getByTestId('password-error')).toContainText(MESSAGES.wrongOldPassword);
});

test('changePassword=1 forces the change, then goes to the root', async ({ page, device }) => {
  await page.goto('/view/devices?changePassword=1');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('must be changed');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  await page.getByTestId('password-old').fill(device.password);
  await page.getByTestId('password-new').fill('F0rced-Change');
  await page.getByTestId('password-confirm').fill('F0rced-Change');
  await page.getByTestId('password-save').click();
  await expect(page).toHaveURL(`${device.url}/`);
  const auth = `Basic ${Buffer.from('admin:F0rced-Change').toString('base64')}`;
  const check = await fetch(`${device.url}/api/1/version`, { headers: { authorization: auth } });
  expect(check.status).toBe(200);
});
