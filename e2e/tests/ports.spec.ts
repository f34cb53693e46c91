// Issue 5 end to end in Chromium against real device-server processes: ports spec §2 "Ports
// screen" (grouping, selection parameters, merged multi-port view, sections, warnings, inline
// editing), §4 nulling and network quality, §5 field rules and confirmations, §9 option tables.
import { expect, test as deviceTest } from '../support/fixtures';
import { PortsPageModel } from '../support/ports-page';

const test = deviceTest.extend<{ ports: PortsPageModel }>({
  ports: async ({ page, device }, use) => use(new PortsPageModel(page, device)),
});
test.use({ deviceType: 'LQ-4W2' });

test.describe('LQ-4W2', () => {
  test('groups ports by interface type and keeps the selection in the URL', async ({
    page,
    ports,
  }) => {
    await ports.open();
    // ports spec §2: groups 2W, 4W, 4WG, IVC, E1, SIP (those this device has)
    await expect(page.locator('[data-testid^="port-group-"]')).toHaveCount(3);
    const groups = await page
      .locator('[data-testid^="port-group-"]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')));
    expect(groups).toEqual(['port-group-4W', 'port-group-IVC', 'port-group-SIP']);
    await ports.select('A');
    await expect(page).toHaveURL(/pId=65536$/);
    await ports.add('B');
    await expect(page).toHaveURL(/pId=65536%2C65537$/);
    await expect(page.getByTestId('port-title')).toHaveText('2 ports selected');
    // selection parameters: ifId selects every port of the interface
    await ports.open('?ifId=258');
    await expect(page.getByTestId('port-title')).toHaveText('2 ports selected');
    await expect(page.getByTestId('port-check-SIP 1')).toBeChecked();
  });

  test('gain, VOX, serial and GPO settings on one port and on several', async ({ page, ports }) => {
    await ports.open();
    await ports.select('A');
    await ports.choose('input-gain', '+9 dB');
    await expect.poll(async () => (await ports.port(256, 'A')).port_settings.inputGain).toBe(9);
    await ports.add('B');
    // A is +9, B is 0: the merged view shows the multiple-values marker (ports spec §2)
    await expect(
      page.getByTestId('section-gain').getByText('Multiple values').first(),
    ).toBeVisible();
    await ports.choose('input-gain', '-3 dB');
    await expect
      .poll(async () => (await ports.ports(256)).map((p) => p.port_settings.inputGain))
      .toEqual([-3, -3]);
    await expect(page.getByTestId('input-gain')).toHaveValue('-3 dB');

    // VOX: thresholds offset from -18 for 4W (ports spec §9), delays 0.5-4 s
    await page.getByTestId('vox-state').click();
    await ports.choose('vox-threshold', '-12 dB');
    await ports.choose('vox-delay', '2.5 s');
    await expect
      .poll(async () => (await ports.ports(256)).map((p) => p.port_settings.vox))
      .toEqual([0, 1].map(() => ({ state: true, threshold: -30, delay: 2.5, events: [] })));

    await ports.choose('baud-rate', '19200');
    await ports.choose('gpos-0-off-delay', '0.5 s');
    await expect
      .poll(async () =>
        (await ports.ports(256)).map((p) => [
          p.port_settings.serial?.baudRate,
          p.port_settings.gpos?.[0]?.offDelay,
        ]),
      )
      .toEqual([
        [19200, 0.5],
        [19200, 0.5],
      ]);
  });

  test('GPO test forces the output for 4 s', async ({ page, ports }) => {
    await ports.open('?pId=65536');
    await page.getByTestId('gpo-test-on').click();
    await expect(page.getByTestId('gpo-state')).toHaveText('Forced on');
    await expect(page.getByTestId('gpo-state')).toHaveText('Not forced', { timeout: 8_000 });
  });

  test('network quality presets, custom values, latency and bandwidth', async ({ page, ports }) => {
    await ports.open('?pId=66048');
    await expect(page.getByTestId('network-latency')).toHaveText('Latency: 80-220 ms');
    await ports.choose('network-quality-type', 'Very High');
    await expect(page.getByTestId('network-latency')).toHaveText('Latency: 25-80 ms');
    await expect(page.getByTestId('network-bandwidth')).toHaveText('Audio bandwidth: 20 kHz');
    await expect
      .poll(async () => (await ports.port(258, 'SIP 1')).port_settings.networkQuality)
      .toEqual({
        type: 4,
        bitrate: 128,
        packetSize: 5,
        jitter: 5,
      });
    await ports.choose('network-quality-type', 'Custom');
    await ports.choose('network-bitrate', '32 Kbps');
    // ports spec §5: at 32 kbps without FEC the packet sizes start at 10 ms
    await page.getByTestId('network-packet-size').click();
    await expect(page.getByRole('option')).toHaveText(['10 ms', '20 ms', '40 ms', '60 ms']);
    await page.keyboard.press('Escape');
    await page.getByTestId('network-fec').click();
    await expect
      .poll(async () => (await ports.port(258, 'SIP 1')).port_settings)
      .toMatchObject({
        fec: true,
        networkQuality: { type: 5, bitrate: 32, packetSize: 10, jitter: 5 },
      });
    await expect(page.getByTestId('network-bandwidth')).toHaveText('Audio bandwidth: 12 kHz');
    // several ports: SIP 2 is still Balanced, so the quality shows multiple values
    await ports.add('SIP 2');
    await expect(page.getByTestId('network-latency')).toHaveText('Latency: Multiple values');
    await ports.choose('network-quality-type', 'Low');
    await expect
      .poll(async () => (await ports.ports(258)).map((p) => p.port_settings.networkQuality?.type))
      .toEqual([1, 1]);
  });

  test('multi-channel asks before removing assignments and hides for SIP', async ({
    page,
    ports,
  }) => {
    await ports.open('?pId=65792');
    await page.getByTestId('multichannel').click();
    await expect(page.getByTestId('confirm-dialog')).toContainText(
      'removes the channel assignments',
    );
    await page.getByTestId('confirm-cancel').click();
    await expect
      .poll(async () => (await ports.port(257, 'IVC 1')).port_settings.multiChannel)
      .toBe(true);
    await page.getByTestId('multichannel').click();
    await page.getByTestId('confirm-ok').click();
    await expect
      .poll(async () => (await ports.port(257, 'IVC 1')).port_settings.multiChannel)
      .toBe(false);
    await ports.add('B');
    await expect(page.getByTestId('section-multichannel')).toContainText('Multiple values');
    // ports spec §5: hidden when any selected interface is SIP
    await ports.add('SIP 1');
    await expect(page.getByTestId('section-multichannel')).toHaveCount(0);
  });

  test('local audio mix bridges other ports', async ({ page, ports }) => {
    await ports.open('?pId=65536');
    await page.getByTestId('local-mix-edit').click();
    await page.getByTestId('local-mix-dialog').getByLabel('4W B').check();
    await page.getByTestId('local-mix-save').click();
    await expect(page.getByTestId('local-mix-summary')).toHaveText('4W B');
    expect((await ports.port(256, 'A')).port_settings.localMix).toEqual({ bridge: [65537] });
    // several ports: the selected ports are not offered, the same bridge goes to all of them
    await ports.add('B');
    await expect(page.getByTestId('local-mix-summary')).toHaveText('Multiple values');
    await page.getByTestId('local-mix-edit').click();
    await expect(page.getByTestId('local-mix-dialog').getByLabel('4W B')).toHaveCount(0);
    await page.getByTestId('local-mix-dialog').getByLabel('IVC IVC 1').check();
    await page.getByTestId('local-mix-save').click();
    await expect(page.getByTestId('local-mix-summary')).toHaveText('IVC IVC 1');
    expect((await ports.ports(256)).map((p) => p.port_settings.localMix)).toEqual([
      { bridge: [65792] },
      { bridge: [65792] },
    ]);
  });

  test('warnings follow the virtual hardware', async ({ page, ports, device }) => {
    await ports.open('?pId=66048');
    // ports spec §4: SIP registration code 0 is 'Unregistered'
    await expect(page.getByTestId('port-warnings')).toContainText('SIP 1: Unregistered');
    await expect(page.getByTestId('section-external-device')).toContainText(
      'No external device assigned · Unregistered',
    );
    await device.api('POST', '/sim/ports/66048', { sipRegistrationStatusCode: 200 });
    await expect(page.getByTestId('port-warnings')).toHaveCount(0);
    await device.api('POST', '/sim/ports/66048', { responding: false });
    await expect(page.getByTestId('port-warnings')).toContainText('Port SIP 1 is not responding');
    await ports.select('IVC 1');
    await expect(page.getByTestId('port-warnings')).toContainText('Disconnected');
    await device.api('POST', '/sim/ports/65792', { externalConnectionStatus: 'wrong_user' });
    await expect(page.getByTestId('port-warnings')).toContainText('Username not recognized');
  });

  test('inline label editing: Enter saves, Escape cancels, failures say why', async ({
    page,
    ports,
  }) => {
    await ports.open('?pId=65536');
    await page.getByTestId('port-rename').click();
    await page.getByTestId('port-label-input').fill('Desk');
    await page.getByTestId('port-label-input').press('Escape');
    await expect(page.getByTestId('port-title')).toHaveText('4W A');
    await page.getByTestId('port-rename').click();
    await page.getByTestId('port-label-input').fill('Desk');
    await page.getByTestId('port-label-input').press('Enter');
    await expect(page.getByTestId('port-title')).toHaveText('Desk');
    await expect(page.getByTestId('port-row-A')).toContainText('Desk');
    // a refusal shows the spec's title and the server's message (ports spec §8)
    await page.route('**/interfaces/256/ports', (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({
            status: 400,
            contentType: 'application/json',
            body: JSON.stringify({ ok: false, message: 'Refused here.' }),
          })
        : route.continue(),
    );
    await ports.choose('output-gain', '+3 dB');
    await expect(page.getByTestId('port-update-error')).toContainText('Failed to update the port.');
    await expect(page.getByTestId('port-update-error')).toContainText('Refused here.');
  });
});

test.describe('HMS-4X', () => {
  test.use({ deviceType: 'HMS-4X' });

  test('E1 ports, 6 dB gain steps, headset settings', async ({ page, ports }) => {
    await ports.open('?pId=66304');
    await expect(page.getByTestId('port-group-E1')).toBeVisible();
    // ports spec §2 icon order 2W, 4W, 4WG, 1.9, 2.4 (E1 after them)
    await expect(page.getByTestId('interface-icons').locator('.mantine-Badge-root')).toHaveText([
      '2W',
      '4W',
      'E1',
    ]);
    // ports spec §5: SA has output gain only
    await expect(page.getByTestId('input-gain')).toHaveCount(0);
    await page.getByTestId('output-gain').click();
    await expect(page.getByRole('option')).toHaveText([
      '+12 dB',
      '+6 dB',
      '0 dB',
      '-6 dB',
      '-12 dB',
    ]);
    await page.keyboard.press('Escape');
    await ports.select('HS');
    await ports.choose('sidetone-gain', '-12 dB');
    await ports.choose('headphone-limit', 'OFF');
    await expect
      .poll(async () => (await ports.port(260, 'HS')).port_settings)
      .toMatchObject({ sidetoneGain: -12, headphoneLimit: 24 });
    // no VOX on an HMS-4X (ports spec §9)
    await ports.select('C');
    await expect(page.getByTestId('section-vox')).toHaveCount(0);
  });

  test('nulling runs and returns to Idle', async ({ page, ports }) => {
    await ports.open('?pId=65536');
    await page.getByTestId('nulling-start').click();
    await expect(page.getByTestId('nulling-status')).not.toHaveText('Idle');
    await expect(page.getByTestId('nulling-status')).toHaveText('Nulling', { timeout: 6_000 });
    await expect(page.getByTestId('nulling-status')).toHaveText('Idle', { timeout: 15_000 });
    await expect(page.getByTestId('nulling-start')).toBeEnabled();
  });

  test('power asks and switches termination with it, on one and both 2W ports', async ({
    page,
    ports,
    device,
  }) => {
    await ports.open('?pId=65536');
    await page.getByTestId('interface-power').click();
    await expect(page.getByTestId('confirm-dialog')).toContainText('Termination follows power');
    await page.getByTestId('confirm-ok').click();
    await expect(page.getByTestId('interface-termination')).not.toBeChecked();
    await expect(page.getByTestId('power-sense-256')).toHaveText('Power sense off');
    const reply = await device.api('GET', '/api/1/devices/1/interfaces/256');
    expect((await reply.json()).settings).toEqual({ power: false, termination: false });
    await ports.add('B');
    await page.getByTestId('interface-power').click();
    await page.getByTestId('confirm-ok').click();
    await expect(page.getByTestId('interface-termination')).toBeChecked();
  });

  test('interface pages filter by interface list and type', async ({ page }) => {
    await page.goto('/view/device/1/interfaces/256,257/4w');
    await expect(page.getByTestId('port-group-4W')).toBeVisible();
    await expect(page.locator('[data-testid^="port-row-"]')).toHaveCount(2);
    await page.goto('/view/device/1/interfaces/256,257/2w');
    await expect(page.locator('[data-testid^="port-row-"]')).toHaveText([/2W A/, /2W B/]);
  });
});
