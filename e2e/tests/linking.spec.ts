// Link groups (issue 7), end to end in Chromium against real device-server processes linked
// over HTTP on loopback: device spec §2 Linking tab, §4 "Linking: … Applying shows a progress
// dialog (8 s for master, 12 s for link or disable), then reloads the page", §4/§8 'The
// Link-Master is unreachable.', ports spec §8 'Connection to Link-Master lost: Use of this
// feature is disabled'.
import { test as base, expect } from '@playwright/test';
import { MESSAGES } from '@crosspoint/protocol/messages';
import { DeviceServer } from '../support/device-server';
import { signedInContext } from '../support/fixtures';

const test = base.extend<{ master: DeviceServer; member: DeviceServer; fresh: DeviceServer }>({
  // eslint-disable-next-line no-empty-pattern
  master: async ({}, use) => {
    const master = await DeviceServer.start('HMS-4X');
    const reply = await master.api('POST', '/api/2/devices/0/updatelinkingconfig', {
      mode: 'linkMaster',
    });
    expect(reply.status).toBe(200);
    await use(master);
    await master.dispose();
  },
  // eslint-disable-next-line no-empty-pattern
  member: async ({}, use) => {
    const member = await DeviceServer.start('FSII', { slot: 2 });
    await use(member);
    await member.dispose();
  },
  // A device out of the box: slot 1, like the master (decision 0075).
  // eslint-disable-next-line no-empty-pattern
  fresh: async ({}, use) => {
    const fresh = await DeviceServer.start('FSII');
    await use(fresh);
    await fresh.dispose();
  },
});

// Decision 0075: a fresh device (slot 1, which the master holds) chooses slot 2 from the
// master's list; it renumbers, restarts, and the page opens its new id.
test('links a fresh device with a slot chosen from the list and sees it in the master overview', async ({
  browser,
  master,
  fresh,
}) => {
  test.setTimeout(90_000);
  const memberContext = await signedInContext(browser, fresh);
  const page = await memberContext.newPage();
  await page.goto('/view/device/1/linking');
  await page.getByRole('radio', { name: 'Link member' }).check();
  const address = page.getByRole('textbox', { name: /Link-Master address/ });
  await address.fill('224.0.0.1');
  await expect(page.getByText(MESSAGES.linkMasterIpInvalid)).toBeVisible();
  await address.fill(`127.0.0.1:${master.port}`);
  const slot = page.getByTestId('linking-slot');
  await expect(slot).toBeVisible();
  await slot.click();
  await page.getByRole('option', { name: '2', exact: true }).click();
  await expect(slot).toHaveValue('2');
  await page.getByTestId('linking-apply').click();
  const progress = page.getByTestId('linking-progress');
  await expect(progress).toHaveAttribute('data-duration', '12000');
  // After the 12 s of progress the page opens the device under its new id, linked.
  await expect(progress).toBeHidden({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/view\/device\/2\/linking$/);
  await expect(page.getByTestId('linking-status')).toHaveAttribute('data-status', 'READY');

  const masterContext = await signedInContext(browser, master);
  const overview = await masterContext.newPage();
  await overview.goto('/view/devices');
  await expect(overview.getByTestId('device-tile-2')).toContainText('FSII');
  await expect(overview.getByTestId('device-status-2')).toHaveAttribute('data-status', 'OK');
  // The member's endpoints reach the master's overview over its live socket.
  await expect(overview.getByText('BP-01', { exact: true }).first()).toBeVisible();
  await memberContext.close();
  await masterContext.close();
});

test('a member shows the unreachable master, disables link-group screens, and recovers', async ({
  browser,
  master,
  member,
}) => {
  test.setTimeout(120_000);
  const linked = await member.api('POST', '/api/2/devices/0/updatelinkingconfig', {
    mode: 'linkMember',
    masterIp: '127.0.0.1',
    masterMgmtPort: master.port,
    slotId: 2,
  });
  expect(linked.status).toBe(200);
  const context = await signedInContext(browser, member);
  const page = await context.newPage();
  await page.goto('/view/devices');
  const status = page.getByTestId('device-status-2');
  await expect(status).toHaveAttribute('data-status', 'OK', { timeout: 20_000 });

  await master.stop();
  await expect(status).toHaveAttribute('data-status', 'WARNING', { timeout: 30_000 });
  await expect(page.getByTestId('device-reasons-2')).toContainText(MESSAGES.masterUnreachable);
  await page.goto('/view/connections');
  await expect(page.getByTestId('link-group-disabled')).toHaveText(
    MESSAGES.masterLostFeatureDisabled,
  );

  await master.resume();
  await expect(page.getByTestId('link-group-disabled')).toBeHidden({ timeout: 40_000 });
  await page.goto('/view/devices');
  await expect(page.getByTestId('device-status-2')).toHaveAttribute('data-status', 'OK', {
    timeout: 20_000,
  });
  await expect(page.getByTestId('device-reasons-2')).toHaveCount(0);
  await context.close();
});
