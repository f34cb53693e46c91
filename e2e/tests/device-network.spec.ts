// Issue 3 end to end: device spec §2 Network, §4 "Network change: progress dialog, then a
// success message, a device-mode message, or a warning that switching a host to DHCP changes
// its IP address", §5 every network rule and message, §7 setupnetwork / setnetmode, §8
// 'Error applying network change with {mode}', §9 timings (5 s; 10 s host on a net-mode
// change; then 4 s redirect). The page's clock is fast-forwarded through the waits.
import { MESSAGES } from '@crosspoint/protocol/messages';
import { expect, hostDevice, test } from '../support/admin-fixtures';

test('static: rules and messages, netmask default, progress, message, redirect', async ({
  page,
  device,
}) => {
  await page.clock.install();
  await page.goto('/view/device/0/network');
  await page.getByTestId('network-mode').getByText('Static').click();
  await page.getByTestId('network-staticIP').fill('172.23.4.5');
  await page.getByTestId('network-apply').click();
  await expect(page.getByText(MESSAGES.ipReserved)).toBeVisible();
  // device spec §5: "Netmask defaults to {ip} when static is chosen and it is empty" — and
  // an address is no subnet mask
  await expect(page.getByText(MESSAGES.netmaskInvalid)).toBeVisible();
  await page.getByTestId('network-staticIP').fill('192.168.50.10');
  await page.getByTestId('network-netmask').fill('255.255.255.255');
  await expect(page.getByText(MESSAGES.netmaskInvalid)).toBeVisible();
  await page.getByTestId('network-netmask').fill('255.255.255.0');
  await page.getByTestId('network-extip').fill('1.2.3');
  await expect(page.getByText(MESSAGES.extIpInvalid)).toBeVisible();
  await page.getByTestId('network-extip').fill('203.0.113.9');
  await page.getByTestId('network-extport').fill('99999');
  await expect(page.getByText(MESSAGES.portInvalid)).toBeVisible();
  await page.getByTestId('network-extport').fill('8443');
  await page.getByTestId('network-apply').click();

  await expect(page.getByTestId('network-progress')).toBeVisible();
  await expect(page.getByTestId('network-result')).toHaveCount(0);
  await page.clock.fastForward(5_000);
  await expect(page.getByTestId('network-result')).toHaveText(MESSAGES.networkApplied);
  expect((await hostDevice(device)).device_settings.network).toEqual({
    mode: 'static',
    staticIP: '192.168.50.10',
    netmask: '255.255.255.0',
    extip: '203.0.113.9',
    extport: '8443',
  });
  await page.clock.fastForward(4_000);
  await expect(page).toHaveURL(/\/view\/devices$/);
});

test('switching the host to DHCP warns and sends no static field', async ({ page, device }) => {
  const network = { mode: 'static', staticIP: '10.9.8.7', netmask: '255.255.0.0' };
  await device.api('POST', '/api/2/devices/0/setupnetwork', { network });
  await page.clock.install();
  await page.goto('/view/device/0/network');
  await expect(page.getByTestId('network-staticIP')).toHaveValue('10.9.8.7');
  const sent = page.waitForRequest((r) => r.url().endsWith('/setupnetwork'));
  await page.getByTestId('network-mode').getByText('DHCP').click();
  await expect(page.getByTestId('network-staticIP')).toHaveCount(0);
  await page.getByTestId('network-apply').click();
  // device spec §5: "In DHCP mode the static fields are cleared and not sent."
  expect((await sent).postDataJSON()).toEqual({ network: { mode: 'dhcp' } });
  await page.clock.fastForward(5_000);
  await expect(page.getByTestId('network-result')).toHaveText(MESSAGES.dhcpHostWarning);
});

test('net mode: labels, 10 s on the host, the device-mode message', async ({ page, device }) => {
  await page.clock.install();
  await page.goto('/view/device/0/network');
  await page.getByTestId('net-mode-select').click();
  await expect(page.getByRole('option', { name: 'LAN/WAN Routed Network' })).toBeVisible();
  await page.getByRole('option', { name: 'Internet/NATed Network' }).click();
  await page.getByTestId('net-mode-apply').click();
  await expect(page.getByTestId('network-progress')).toBeVisible();
  await page.clock.fastForward(9_000);
  await expect(page.getByTestId('network-result')).toHaveCount(0);
  await page.clock.fastForward(1_000);
  await expect(page.getByTestId('network-result')).toHaveText(
    MESSAGES.netModeApplied('Internet/NATed Network'),
  );
  expect((await hostDevice(device)).device_netMode).toBe('WAN');
});

test('a network change without an answer shows the spec titles', async ({ page, device }) => {
  await page.goto('/view/device/0/network');
  await expect(page.getByTestId('network-apply')).toBeVisible();
  await device.stop();
  await page.getByTestId('network-apply').click();
  // The device read fails too once it is refetched.
  await expect(page.getByTestId('network-retrieve-error')).toHaveText(
    MESSAGES.networkRetrieveFailed,
  );
  const error = page.getByTestId('network-error');
  await expect(error).toContainText(MESSAGES.networkApplyFailed('dhcp'));
  await expect(error).toContainText(MESSAGES.noResponse);
});
