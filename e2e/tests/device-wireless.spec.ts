// Issue 3 end to end on a FreeSpeak II base: device spec §2 Wireless (start OTA registration,
// OTA code, admin code, wireless system id), §4 OTA window, §5 wireless id rule with
// confirmation, §8 OTA success message; beltpacks pair through the virtual hardware's control
// API and appear live; a new wireless id drops them.
import { MESSAGES } from '@crosspoint/protocol/messages';
import { expect, hostDevice, test } from '../support/admin-fixtures';

test.use({ deviceType: 'FSII' });

test('OTA registration: a beltpack in registration mode pairs and appears live', async ({
  page,
  device,
}) => {
  await device.api('POST', '/sim/pause');
  // Not open yet: the beltpack cannot pair.
  expect((await device.api('POST', '/sim/ota/beltpacks', { label: 'Too early' })).status).toBe(409);
  await page.goto('/view/device/0/wireless');
  await page.getByTestId('ota-start-button').click();
  await expect(page.getByTestId('ota-started')).toHaveText(MESSAGES.otaStarted);
  await page
    .getByRole('link', { name: 'Overview' })
    .or(page.getByRole('button', { name: 'Overview' }))
    .first()
    .click();
  await expect(page).toHaveURL(/\/view\/devices$/);
  await expect(page.getByText('Director Pack')).toHaveCount(0);
  const paired = await device.api('POST', '/sim/ota/beltpacks', { label: 'Director Pack' });
  expect(paired.status).toBe(200);
  await expect(page.getByText('Director Pack').first()).toBeVisible();
});

test('OTA code and admin code are saved; a bad code is refused by the rule', async ({
  page,
  device,
}) => {
  await page.goto('/view/device/0/wireless');
  await page.getByTestId('otaPin-input').fill('99');
  await expect(page.getByText(MESSAGES.pinInvalid)).toBeVisible();
  await page.getByTestId('otaPin-input').fill('1590');
  await page.getByTestId('otaPin-save').click();
  await page.getByTestId('adminPin-input').fill('7531');
  await page.getByTestId('adminPin-save').click();
  await expect
    .poll(async () => (await hostDevice(device)).device_settings)
    .toMatchObject({ otaPin: '1590', adminPin: '7531' });
  // The base now wants the code from a pairing beltpack.
  await device.api('POST', '/api/1/devices/0/otastate', { OTAState: true });
  expect((await device.api('POST', '/sim/ota/beltpacks', { otaPin: '0000' })).status).toBe(409);
  expect((await device.api('POST', '/sim/ota/beltpacks', { otaPin: '1590' })).status).toBe(200);
});

test('wireless system id: rule, confirmation, then every beltpack must register again', async ({
  page,
  device,
}) => {
  await device.api('POST', '/sim/pause');
  await page.goto('/view/device/0/wireless');
  await expect(page.getByTestId('wireless-id-current')).toContainText('A1B');
  await page.getByTestId('wireless-id-input').fill('a1b');
  await expect(page.getByText(MESSAGES.wirelessIdUnchanged)).toBeVisible();
  await page.getByTestId('wireless-id-input').fill('Q7');
  await expect(page.getByText(MESSAGES.wirelessIdLength)).toBeVisible();
  await page.getByTestId('wireless-id-input').fill('Q7Z');
  await page.getByTestId('wireless-id-save').click();
  await expect(page.getByRole('dialog')).toContainText(MESSAGES.wirelessIdConfirm);
  await page.getByTestId('wireless-id-confirm').click();
  await expect.poll(async () => (await hostDevice(device)).device_settings.wirelessId).toBe('Q7Z');
  const state = (await (await device.api('GET', '/sim/state')).json()) as {
    endpoints: Array<{ type: string }>;
  };
  expect(state.endpoints.filter((e) => e.type === 'FSII-BP')).toHaveLength(0);
  // The page reloads on EndpointRemoved (device spec §7) and shows the new id.
  await expect(page.getByTestId('wireless-id-current')).toContainText('Q7Z');
});
