// Issue 3 end to end: device spec §2 Settings (labelled Station) — admin code, role sorting,
// DSP PLC state, AA battery type, antenna port type (which apply where: decision 0031) and
// the audio monitor (§9 Off, Port A, Port B); §8 titles with the server message.
import { MESSAGES } from '@crosspoint/protocol/messages';
import { expect, hostDevice, test } from '../support/admin-fixtures';

test.describe('FreeSpeak II base', () => {
  test.use({ deviceType: 'FSII' });

  test('each setting is saved with its own call and read back', async ({ page, device }) => {
    await page.goto('/view/device/0/settings');
    await expect(page.getByRole('tab', { name: 'Station' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await page.getByTestId('adminPin-input').fill('12a');
    await expect(page.getByText(MESSAGES.pinInvalid)).toBeVisible();
    await expect(page.getByTestId('adminPin-save')).toBeDisabled();
    await page.getByTestId('adminPin-input').fill('4826');
    await page.getByTestId('adminPin-save').click();
    await expect(page.getByTestId('adminPin-save')).toBeDisabled();

    await page.getByTestId('role-sorting').getByText('Alphabetical').click();
    await page.getByTestId('dsp-plc').getByText('Off').click();
    await page.getByTestId('aa-battery').getByText('NiMH').click();
    await page.getByTestId('antenna-ports').getByText('Fiber').click();
    await page.getByTestId('audio-monitor').getByText('Port B').click();
    await expect
      .poll(async () => {
        const host = await hostDevice(device);
        return { ...host.device_settings, monitoring: host.device_liveStatus.monitoring };
      })
      .toMatchObject({
        adminPin: '4826',
        roleSorting: 'Alphabetical',
        dspPlcState: false,
        aaBatteryType: 'NiMH',
        antennaPorts: 'fiber',
        monitoring: 2,
      });
  });

  test('a refused change shows the spec title and the server message', async ({ page, device }) => {
    await page.goto('/view/device/0/settings');
    await expect(page.getByTestId('aa-battery')).toBeVisible();
    // The device goes away: the call gets no answer.
    await device.stop();
    await page.getByTestId('aa-battery').getByText('NiMH').click();
    const error = page.getByTestId('aa-battery-error');
    await expect(error).toContainText(MESSAGES.failedAaBattery);
    await expect(error).toContainText(MESSAGES.noResponse);
  });
});

test('a HelixNet main station shows only the admin code, role sorting and audio monitor', async ({
  page,
}) => {
  await page.goto('/view/device/0/settings');
  await expect(page.getByTestId('adminPin-form')).toBeVisible();
  await expect(page.getByTestId('role-sorting')).toBeVisible();
  await expect(page.getByTestId('audio-monitor')).toBeVisible();
  await expect(page.getByTestId('dsp-plc')).toHaveCount(0);
  await expect(page.getByTestId('aa-battery')).toHaveCount(0);
  await expect(page.getByTestId('antenna-ports')).toHaveCount(0);
});
