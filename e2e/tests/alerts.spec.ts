// Interface alerts end to end (decision 0045), in Chromium against a real LQ-4W2 server:
// device spec §4 "WARNING for … interface alerts", §7 "Alerts: GET
// /api/1/devices/{deviceId}/alerts/current, only for device types containing LQ", and the
// `live:alerts` flag that refreshes them without a reload.
import { expect, test } from '../support/fixtures';

test.use({ deviceType: 'LQ-4W2' });

const MESSAGE = 'Current limiter active on the 2-wire line';

test('an alert raised on an interface turns up among the tile reasons and goes when cleared', async ({
  page,
  device,
}) => {
  const interfaces = (await (await device.api('GET', '/api/1/devices/0/interfaces')).json()) as {
    audioInterface_id: number;
  }[];
  const interfaceId = interfaces[0]?.audioInterface_id;
  expect(interfaceId).toBeDefined();

  await page.goto('/view/devices');
  const status = page.getByTestId('device-status-1');
  await expect(status).toBeVisible();
  await expect(page.getByTestId('device-tile-1')).not.toContainText(MESSAGE);

  const raised = await device.api('POST', '/sim/alerts', {
    interface_id: interfaceId,
    code: 'current_limiter_2w',
    message: MESSAGE,
  });
  expect(raised.status).toBe(200);
  const reasons = page.getByTestId('device-reasons-1');
  await expect(reasons.getByRole('listitem').filter({ hasText: MESSAGE })).toHaveCount(1);
  await expect(status).toHaveAttribute('data-status', 'WARNING');

  expect((await device.api('DELETE', `/sim/alerts/${interfaceId}`)).status).toBe(200);
  await expect(page.getByTestId('device-tile-1')).not.toContainText(MESSAGE);
});
