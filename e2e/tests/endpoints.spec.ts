// Endpoint actions and dialogs on an FSII base, in Chromium against a real device server
// (issue 4). device spec §2 "Overview page" (remote mic with a 3-second indicator, call signal
// with text, FSII beltpacks searchable by role or label, antennas with beltpack counts),
// "Modals" (FSII beltpack config, FSII antenna config, FSII antenna cable lengths; "Endpoint
// modals close when the live socket disconnects"), §4 ("Endpoint modals close 1.5 s after an
// endpoint reset or reboot"), §7 ("removal triggers full reload"), §9 (density warning, sync
// offset ranges).
import { test as base, expect } from '@playwright/test';
import { DeviceServer } from '../support/device-server';
import { signedInContext } from '../support/fixtures';
import { OverviewPage } from '../support/overview-page';

let device: DeviceServer;

const test = base.extend<{ overview: OverviewPage }>({
  context: async ({ browser }, use) => {
    const context = await signedInContext(browser, device);
    await use(context);
    await context.close();
  },
  overview: async ({ page }, use) => {
    const overview = new OverviewPage(page);
    await overview.open();
    await use(overview);
  },
});

test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  device = await DeviceServer.start('FSII');
  // Nothing moves unless a test says so.
  expect((await device.api('POST', '/sim/pause')).status).toBe(200);
});
test.afterAll(async () => {
  await device.dispose();
});

const sim = async (id: number, patch: object): Promise<void> => {
  expect((await device.api('POST', `/sim/endpoints/${id}`, patch)).status).toBe(200);
};

test('remote mic kill stops the talking key and shows its indicator for 3 seconds', async ({
  overview,
}) => {
  await sim(1, { keyState: [{ keysetIndex: 0, currentState: 'talk' }] });
  await expect(overview.page.getByTestId('endpoint-keys-1')).toContainText('1: Talk');
  await overview.action(1, 'rmk');
  const indicator = overview.page.getByTestId('rmk-indicator-1');
  await expect(indicator).toBeVisible();
  await expect(overview.page.getByTestId('endpoint-keys-1')).toHaveCount(0);
  await overview.page.waitForTimeout(2_000);
  await expect(indicator).toBeVisible();
  await expect(indicator).toBeHidden({ timeout: 2_500 });
});

test('the row actions work from the keyboard', async ({ overview }) => {
  await overview.page.getByTestId('endpoint-actions-6').focus();
  await overview.page.keyboard.press('Enter');
  const menu = overview.page.getByRole('menu');
  await expect(menu).toBeVisible();
  // The menu takes the focus (Mantine's focus trap); the arrows walk its items.
  await overview.page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Remote mic kill' })).toBeFocused();
  await overview.page.keyboard.press('ArrowDown');
  await overview.page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Configure…' })).toBeFocused();
  await overview.page.keyboard.press('Enter');
  await expect(overview.dialog()).toContainText('FreeSpeak II beltpack configuration');
  await expect(overview.dialog().getByTestId('endpoint-label-input')).toBeFocused();
  await overview.page.keyboard.press('Escape');
  await expect(overview.dialog()).toBeHidden();
});

test('a call signal carries its text to the endpoint and can be ended', async ({ overview }) => {
  await overview.action(2, 'call-signal');
  const text = overview.dialog().getByTestId('call-signal-text');
  await text.fill('Standby for cue 12, this text is far too long for the display');
  await expect(text).toHaveValue('Standby for cue 12, this text is'); // 32 characters at most
  await text.fill('Standby cue 12');
  await overview.dialog().getByTestId('call-signal-send').click();
  await expect(overview.dialog()).toBeHidden();
  await expect(overview.page.getByTestId('endpoint-call-2')).toHaveText('Call: Standby cue 12');

  await overview.action(2, 'call-signal');
  await overview.dialog().getByTestId('call-signal-stop').click();
  await expect(overview.page.getByTestId('endpoint-call-2')).toHaveCount(0);
});

test('the FSII beltpack dialog saves label, audio settings and role', async ({ overview }) => {
  await overview.action(3, 'configure');
  await expect(overview.dialog()).toContainText('FreeSpeak II beltpack configuration');
  await overview.dialog().getByTestId('endpoint-label-input').fill('Stage Left');
  await overview.choose('setting-sidetoneGain', '-12 dB');
  await overview.choose('setting-batteryType', 'NiMH');
  await overview.choose('setting-headphoneLimit', 'OFF');
  await overview.choose('endpoint-role-select', 'BP 2');
  await overview.dialog().getByTestId('endpoint-config-save').click();
  await expect(overview.dialog()).toBeHidden();
  await expect(overview.row(3)).toContainText('Stage Left');
  await expect(overview.row(3)).toContainText('BP 2');

  await overview.page.reload();
  await overview.action(3, 'configure');
  await expect(overview.dialog().getByTestId('endpoint-label-input')).toHaveValue('Stage Left');
  await expect(overview.dialog().getByTestId('setting-sidetoneGain')).toHaveValue('-12 dB');
  await expect(overview.dialog().getByTestId('setting-batteryType')).toHaveValue('NiMH');
  await expect(overview.dialog().getByTestId('setting-headphoneLimit')).toHaveValue('OFF');
  await expect(overview.dialog().getByTestId('endpoint-role-select')).toHaveValue('BP 2');
});

test('finds beltpacks by role or by label', async ({ overview }) => {
  const search = overview.page.getByLabel('Search FreeSpeak II beltpacks by role or label');
  const rows = overview.page.getByTestId('endpoint-list-fsii-beltpacks').locator('tbody tr');
  await search.fill('bp 2');
  await expect(rows).toHaveCount(1); // by role: Stage Left has the role BP 2
  await expect(rows).toContainText('Stage Left');
  await search.fill('bp-0');
  await expect(rows).toHaveCount(8); // by label: BP-01 … BP-09 but the renamed BP-03
  await search.fill('STAGE');
  await expect(rows).toHaveCount(1);
  await search.fill('');
  await expect(rows).toHaveCount(10);
});

test('antennas count their beltpacks and warn at 4 on 2.4 GHz', async ({ overview }) => {
  // Antenna index 3 (2.4 GHz) has beltpack 4 from the start; three more join it.
  for (const id of [1, 2, 3]) await sim(id, { antennaIndex: 3, frequencyType: '2.4' });
  const beltpacks = overview.page.getByTestId('endpoint-beltpacks-1000003');
  await expect(beltpacks).toHaveText('4 (too many beltpacks on this antenna)');
  await expect(overview.page.getByTestId('endpoint-radio-1')).toHaveText('Antenna 4 · 2.4 GHz');
  await sim(4, { antennaIndex: 0, frequencyType: '1.9' });
  await expect(beltpacks).toHaveText('3');
});

test('the antenna dialog leads to its cable lengths, saved as a sync offset', async ({
  overview,
}) => {
  await overview.action(1000000, 'configure');
  await expect(overview.dialog()).toContainText('FreeSpeak II antenna configuration');
  await expect(overview.dialog().getByTestId('antenna-facts')).toContainText('Band: 1.9 GHz');
  await expect(overview.dialog().getByTestId('antenna-facts')).toContainText('1: 0-69 m');
  await overview.dialog().getByTestId('open-cable-lengths').click();
  await expect(overview.dialog()).toContainText('FreeSpeak II antenna cable lengths');
  await overview.dialog().getByTestId('cable-length-input').fill('500');
  await expect(overview.dialog().getByTestId('sync-offset-select')).toHaveValue('8: 490-559 m');
  await overview.dialog().getByTestId('sync-offset-save').click();
  await expect(overview.dialog()).toBeHidden();

  await overview.action(1000000, 'cable-lengths');
  await expect(overview.dialog().getByTestId('sync-offset-select')).toHaveValue('8: 490-559 m');
  await overview.choose('sync-offset-select', '23: 1540-1609 m');
  await overview.dialog().getByTestId('sync-offset-save').click();
  await overview.action(1000000, 'configure');
  await expect(overview.dialog().getByTestId('antenna-facts')).toContainText('23: 1540-1609 m');
});

test('a reboot closes the dialog 1.5 s later; the beltpack comes back online', async ({
  overview,
}) => {
  await overview.action(5, 'configure');
  await overview.dialog().getByTestId('endpoint-reboot').click();
  await expect(overview.dialog().getByTestId('maintenance-done')).toBeVisible();
  const shownAt = Date.now();
  await expect(overview.dialog()).toBeHidden();
  expect(Date.now() - shownAt).toBeGreaterThanOrEqual(1_000);
  await expect(overview.row(5)).toHaveAttribute('data-status', 'offline');
  expect((await device.api('POST', '/sim/step', { count: 3 })).status).toBe(200);
  await expect(overview.row(5)).toHaveAttribute('data-status', 'online');
});

test('reset to default asks first, clears the role and closes the dialog', async ({ overview }) => {
  await expect(overview.row(3)).toContainText('BP 2');
  await overview.action(3, 'configure');
  await overview.dialog().getByTestId('endpoint-reset').click();
  await expect(overview.dialog().getByTestId('reset-confirm')).toContainText('factory settings');
  await overview.dialog().getByTestId('reset-confirm-button').click();
  await expect(overview.dialog()).toBeHidden();
  await expect(overview.row(3)).toContainText('Unassigned');
  await expect(overview.row(3)).toContainText('Stage Left');
  await device.api('POST', '/sim/step', { count: 3 });
});

test('deleting an endpoint asks first, then the page reloads without it', async ({ overview }) => {
  await overview.page.evaluate(() => (document.body.dataset.e2eMarker = 'before'));
  await overview.action(10, 'delete');
  await expect(overview.dialog()).toContainText('Delete BP-10 (000010)?');
  await overview.dialog().getByTestId('delete-confirm').click();
  await expect(overview.row(10)).toHaveCount(0);
  await expect(overview.page.getByTestId('key-state-legend')).toBeVisible();
  expect(await overview.page.evaluate(() => document.body.dataset.e2eMarker)).toBeUndefined();
});

test('an open endpoint dialog closes when the live socket disconnects', async ({ overview }) => {
  await overview.action(6, 'configure');
  await expect(overview.dialog()).toBeVisible();
  await device.stop();
  await expect(overview.dialog()).toBeHidden();
  await device.resume();
  await expect(overview.row(6)).toBeVisible();
});
