// Issue 6 end to end in Chromium against a real LQ-4W2 (and HMS-4X) device-server process:
// ports spec §2 "Connection assignment screen" (tabs, add, rename, delete, selection after add
// and delete, participants, ports that can be added with the reason), §4/§5 rules, §8
// messages, and "SIP dial-out" (idle, pending, tracked until inProgress turns false; hang up).
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

test.use({ deviceType: 'LQ-4W2' });

const PORT = {
  fourWA: '/api/1/devices/1/interfaces/256/ports/65536',
  ivc1: '/api/1/devices/1/interfaces/257/ports/65792',
  sip1: '/api/1/devices/1/interfaces/258/ports/66048',
} as const;

async function open(page: Page, path = '/view/connections'): Promise<void> {
  await page.goto(path);
  await expect(page.getByTestId('connections-page')).toBeVisible();
}

/** The id of the connection the list marks as active. */
async function activeId(page: Page): Promise<number> {
  const active = page.locator('[data-testid^="connection-select-"][aria-current="true"]');
  const testId = (await active.getAttribute('data-testid')) ?? '';
  return Number(testId.replace('connection-select-', ''));
}

test('Channels: add, rename, assign, refuse delete with ports, remove, delete', async ({
  page,
}) => {
  await open(page);
  await expect(page.getByRole('tab')).toHaveText(['Channels', 'Directs', 'Groups', 'All']);

  await page.getByTestId('add-partyline').click();
  // ports spec §2: "A newly added connection is selected."
  await expect(page.getByTestId('connection-select-5')).toHaveAttribute('aria-current', 'true');
  await expect(page.getByTestId('connection-select-5')).toHaveText('Channel 5');

  await page.getByTestId('connection-rename-5').click();
  await page.getByTestId('connection-label-input').fill('Stage');
  await page.getByTestId('connection-label-input').press('Escape');
  await expect(page.getByTestId('connection-select-5')).toHaveText('Channel 5');
  await page.getByTestId('connection-rename-5').click();
  await page.getByTestId('connection-label-input').fill('Stage');
  await page.getByTestId('connection-label-input').press('Enter');
  await expect(page.getByTestId('connection-select-5')).toHaveText('Stage');

  await page.getByTestId(`candidate-${PORT.fourWA}`).getByTestId('candidate-add').click();
  const participant = page.getByTestId(`participant-${PORT.fourWA}`);
  await expect(participant.getByTestId('port-state')).toHaveAttribute('data-state', 'selected');
  await expect(participant.getByTestId('join-state')).toHaveText(/^(Talk|Listen|Talk-Listen)$/);

  await page.getByTestId('connection-delete-5').click();
  await expect(page.getByTestId('delete-refusal')).toContainText(
    'Ports must be removed before deleting this channel.',
  );
  await page.getByTestId('delete-cancel').click();

  await participant.getByTestId('participant-remove').click();
  await expect(page.getByTestId('no-participants')).toBeVisible();
  await page.getByTestId('connection-delete-5').click();
  await page.getByTestId('delete-confirm').click();
  await expect(page.getByTestId('connection-select-5')).toHaveCount(0);
  // ports spec §2: "the previous one if the deleted one was last".
  await expect.poll(() => activeId(page)).toBe(4);

  await page.getByTestId('connection-delete-2').click();
  await page.getByTestId('delete-confirm').click();
  // "After deleting, the next connection in the tab is selected."
  await expect.poll(() => activeId(page)).toBe(3);
});

test('Channels: the maximum number of channels is refused with the spec message', async ({
  page,
  device,
}) => {
  for (let n = 5; n <= 24; n++) {
    expect((await device.api('POST', '/api/1/connections', { type: 'partyline' })).status).toBe(
      200,
    );
  }
  await open(page);
  await page.getByTestId('add-partyline').click();
  await expect(page.getByTestId('add-error')).toContainText(
    'The maximum number of Channels has been reached.',
  );
});

test('Directs: add, refuse with reasons, assign two ports, maximum message', async ({
  page,
  device,
}) => {
  await open(page);
  await page.getByTestId('connections-tab-direct').click();
  await expect(page.getByTestId('connection-list-empty')).toBeVisible();
  await expect(page.getByTestId('no-active-connection')).toHaveText(
    'Create a channel or direct first.',
  );

  await page.getByTestId('add-direct').click();
  await expect(page.getByTestId('connection-select-5')).toHaveAttribute('aria-current', 'true');
  await page.getByTestId('show-all').check();
  await expect(
    page.getByTestId(`candidate-${PORT.fourWA}`).getByTestId('candidate-reason'),
  ).toHaveText('A multichannel port cannot be added to a direct.');

  // Two single-channel 4W ports (set on the ports screen's call), chosen together: an empty
  // direct requires multiple selection of at least 2 (ports spec §2 selection dialog).
  const fourWB = '/api/1/devices/1/interfaces/256/ports/65537';
  const setSingle = await device.api('PUT', '/api/1/devices/1/interfaces/256/ports', {
    res: [PORT.fourWA, fourWB],
    multiChannel: false,
  });
  expect(setSingle.status).toBe(200);
  // The ports refresh on the live:ports flag: both can then be added.
  await expect(page.getByTestId(`candidate-${fourWB}`).getByTestId('candidate-add')).toBeVisible();
  await expect(
    page.getByTestId(`candidate-${PORT.fourWA}`).getByTestId('candidate-add'),
  ).toBeVisible();
  await page.getByTestId('add-ports').click();
  await page.getByTestId('selection-option-65536').click();
  await expect(page.getByTestId('selection-done')).toBeDisabled();
  await page.getByTestId('selection-option-65537').click();
  await page.getByTestId('selection-done').click();
  await expect(page.getByTestId(`participant-${PORT.fourWA}`)).toBeVisible();
  await expect(page.getByTestId(`participant-${fourWB}`)).toBeVisible();
  await expect(
    page.getByTestId(`candidate-${PORT.sip1}`).getByTestId('candidate-reason'),
  ).toHaveText('Direct Connections are required to have only two port associations');

  for (let n = 2; n <= 12; n++) {
    expect((await device.api('POST', '/api/1/connections', { type: 'direct' })).status).toBe(200);
  }
  await page.getByTestId('add-direct').click();
  await expect(page.getByTestId('add-error')).toContainText(
    'The maximum number of 4W Direct Channels has been reached.',
  );
});

test('Groups: add, rename, assign with the selection dialog, refuse over 85 % usage', async ({
  page,
  device,
}) => {
  await open(page);
  await page.getByTestId('connections-tab-group').click();
  await page.getByTestId('add-group').click();
  await expect(page.getByTestId('connection-select-5')).toHaveAttribute('aria-current', 'true');
  await page.getByTestId('connection-rename-5').click();
  await page.getByTestId('connection-label-input').fill('Crew');
  await page.getByTestId('connection-label-input').press('Enter');
  await expect(page.getByTestId('connection-select-5')).toHaveText('Crew');

  await page.getByTestId('add-ports').click();
  const dialog = page.getByTestId('selection-dialog');
  await expect(dialog.getByRole('option')).toHaveText([
    '4W A',
    '4W B',
    'IVC IVC 1',
    'IVC IVC 2',
    'SIP SIP 1',
    'SIP SIP 2',
  ]);
  await page.getByTestId('selection-option-65792').click();
  await page.getByTestId('selection-option-66048').click();
  await page.getByTestId('selection-done').click();
  await expect(page.getByTestId(`participant-${PORT.ivc1}`)).toBeVisible();
  await expect(page.getByTestId(`participant-${PORT.sip1}`)).toBeVisible();

  // ports spec §5: over 85 % usage every channel assignment is refused, with the message.
  expect((await device.api('POST', '/sim/usage', { percent: 90 })).status).toBe(200);
  await expect(page.getByTestId('hidden-candidates')).toContainText('4 ports cannot be added');
  await page.getByTestId('show-all').check();
  await expect(
    page.getByTestId(`candidate-${PORT.fourWA}`).getByTestId('candidate-reason'),
  ).toHaveText('Device resource usage limits exceeded. (Channel assignment refused)');
});

test('All: lists every connection with its type and adds any type', async ({ page }) => {
  await open(page);
  await page.getByTestId('connections-tab-all').click();
  await expect(page.getByTestId('connection-select-1')).toContainText('Channel 1Channel');
  await page.getByTestId('add-group').click();
  await expect(page.getByTestId('connection-select-5')).toHaveAttribute('aria-current', 'true');
  await expect(page.getByTestId('connection-select-5')).toContainText('Group');
});

test('SIP dial-out: places a call, shows the active line, hangs up', async ({ page }) => {
  await open(page);
  await page.getByTestId(`candidate-${PORT.sip1}`).getByTestId('candidate-add').click();
  const participant = page.getByTestId(`participant-${PORT.sip1}`);
  await participant.getByTestId('dial-out-open').click();
  const dialog = page.getByTestId('dial-out-dialog');
  await expect(dialog.getByTestId('dial-out-state')).toHaveAttribute('data-state', 'idle');
  await dialog.getByTestId('dial-out-uri').fill('sip:1001@pbx.example');
  await dialog.getByTestId('dial-out-call').click();
  await expect(dialog.getByTestId('dial-out-state')).toHaveAttribute('data-state', 'tracking');
  await expect(participant.getByTestId('active-line')).toBeVisible();

  await dialog.getByTestId('hang-up-all').click();
  await expect(dialog.getByTestId('dial-out-state')).toHaveAttribute('data-state', 'idle');
  await expect(participant.getByTestId('active-line')).toHaveCount(0);

  // A busy far end ends the call on its own: tracked until inProgress turns false.
  await dialog.getByTestId('dial-out-uri').fill('sip:busy@pbx.example');
  await dialog.getByTestId('dial-out-call').click();
  await expect(dialog.getByTestId('dial-out-state')).toHaveAttribute('data-state', 'idle', {
    timeout: 15_000,
  });
});

test.describe('on an HMS-4X', () => {
  test.use({ deviceType: 'HMS-4X' });

  test('hides Directs, forces show-all and refuses Program audio in a group', async ({ page }) => {
    await open(page);
    await expect(page.getByRole('tab')).toHaveText(['Channels', 'Groups', 'All']);
    await expect(page.getByTestId('show-all')).toBeChecked();
    await page.getByTestId('connections-tab-group').click();
    await page.getByTestId('add-group').click();
    await expect(
      page
        .getByTestId('candidate-/api/1/devices/1/interfaces/258/ports/66048')
        .getByTestId('candidate-reason'),
    ).toHaveText('Program audio cannot be added to a group.');
  });
});
