// Issue 5 end to end: ports spec §2 "Statistics" (live grid, one row per port), §3 "Port
// statistics", §9 (duration in seconds, jitter divided by 1000), and the charts per port,
// in Chromium against a real LQ-4W2 device-server process.
import { expect, test } from '../support/fixtures';

test.use({ deviceType: 'LQ-4W2' });

const cell = (row: string, column: string) =>
  `[data-testid="statistics-row-${row}"] [data-column="${column}"]`;

test('a live grid with one row per port, updated every second', async ({ page }) => {
  await page.goto('/view/device/1/statistics');
  await expect(page.getByTestId('statistics-grid')).toBeVisible();
  await expect(page.locator('[data-testid^="statistics-row-"]')).toHaveCount(6);
  await expect(page.getByTestId('statistics-row-66048')).toContainText('SIP 1');
  const duration = page.locator(cell('66048', 'Duration (s)'));
  const first = Number(await duration.textContent());
  await expect
    .poll(async () => Number(await duration.textContent()), { timeout: 5_000 })
    .toBeGreaterThan(first);
  // jitter is sent in µs and shown in ms with one decimal
  await expect(page.locator(cell('66048', 'Jitter avg (ms)'))).toHaveText(/^\d+\.\d$/);
});

test('statistics follow the network quality of the port', async ({ page, device }) => {
  const put = (res: string, type: number) =>
    device.api('PUT', '/api/1/devices/1/interfaces/258/ports', {
      res: [res],
      networkQuality: { type },
    });
  expect((await put('/api/1/devices/1/interfaces/258/ports/66048', 4)).status).toBe(200);
  expect((await put('/api/1/devices/1/interfaces/258/ports/66049', 0)).status).toBe(200);
  await page.goto('/view/device/1/statistics');
  const perSecond = async (row: string) =>
    Number(await page.locator(cell(row, 'Pkts Tx')).textContent()) /
    Math.max(1, Number(await page.locator(cell(row, 'Duration (s)')).textContent()));
  // Very High sends 5 ms packets (200 a second), Very Low 60 ms packets (17 a second)
  await expect.poll(() => perSecond('66048'), { timeout: 5_000 }).toBe(200);
  await expect.poll(() => perSecond('66049')).toBe(17);
  // the 200-1000 ms buffer of Very Low holds more audio than the 5-60 ms one
  await expect
    .poll(async () => Number(await page.locator(cell('66049', 'Buffer avg (ms)')).textContent()))
    .toBeGreaterThanOrEqual(200);
});

test('a chart per selected port, on one port and on several', async ({ page }) => {
  await page.goto('/view/device/1/statistics');
  await page.getByLabel('Chart SIP SIP 1').check();
  await expect(page.getByTestId('port-chart')).toHaveCount(1);
  await expect(page.locator('.uplot canvas')).toHaveCount(1);
  await expect(page.locator('.uplot .u-title')).toHaveText('SIP SIP 1');
  await expect(page.locator('.uplot .u-legend')).toContainText('Jitter (ms)');
  await page.getByLabel('Chart 4W A').check();
  await expect(page.locator('.uplot canvas')).toHaveCount(2);
  // the chart draws: some pixel of the canvas is not blank after a few pushes
  await expect
    .poll(
      () =>
        page
          .locator('.uplot canvas')
          .first()
          .evaluate((canvas: HTMLCanvasElement) => {
            const context = canvas.getContext('2d');
            const data = context?.getImageData(0, 0, canvas.width, canvas.height).data ?? [];
            return Array.prototype.some.call(data, (v: number) => v !== 0);
          }),
      { timeout: 6_000 },
    )
    .toBe(true);
  await page.getByLabel('Chart SIP SIP 1').uncheck();
  await expect(page.locator('.uplot canvas')).toHaveCount(1);
});
