/**
 * Overview benchmark (issue 4 "Performance"): the overview with 200 endpoints while the
 * virtual hardware sends 200 endpoint updates a second. Measures, in Chromium:
 * - the renderer main thread's busy time per second (CDP `Performance.getMetrics`
 *   `TaskDuration` deltas sampled every second, plus long tasks from a PerformanceObserver);
 * - the delay from a change to its display: the page changes an endpoint's label through the
 *   API (`PUT …/endpoints/{id}`) and a MutationObserver records when the row shows it, so the
 *   delay covers HTTP, database, live socket, the console's cache and React.
 * Writes the results into docs/benchmarks.md. Not a test: nothing asserts on timing.
 *
 * Run: `npm run bench:overview` (builds the console first).
 */
import { io } from 'socket.io-client';
import {
  launchChromium,
  machine,
  mean,
  percentile,
  recordSection,
  round,
  runDate,
  sampleMainThreadBusy,
  sleep,
} from './bench-kit';
import { DeviceServer } from '../e2e/support/device-server';

const ENDPOINTS = 200;
const UPDATES_PER_SECOND = 200;
const WARM_UP_MS = 5_000;
const MEASURE_S = 30;
const PROBE_EVERY_MS = 500;
const PROBE_ENDPOINT = 1;

async function main(): Promise<void> {
  const device = await DeviceServer.start('FSII');
  const browser = await launchChromium();
  // A second live client counts what the server really sends.
  const counter = io(device.url, {
    transports: ['websocket'],
    extraHeaders: { authorization: device.authorization },
  });
  let received = 0;
  counter.on('connect', () => counter.emit('EndpointInit'));
  counter.onAny((event: string) => {
    if (event === 'EndpointUpdated') received++;
  });
  try {
    // Exactly the load of the issue: the normal once-a-second simulation is paused, so the
    // 200 updates a second all come from /sim/load.
    await device.api('POST', '/sim/pause');
    const load = await device.api('POST', '/sim/load', {
      endpoints: ENDPOINTS,
      updatesPerSecond: UPDATES_PER_SECOND,
      seed: 1,
    });
    if (!load.ok) throw new Error(`/sim/load failed: ${await load.text()}`);
    const context = await browser.newContext({
      baseURL: device.url,
      httpCredentials: { username: device.user, password: device.password },
      viewport: { width: 1400, height: 900 },
    });
    const page = await context.newPage();
    let reloads = 0;
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) reloads++;
    });
    await page.goto('/view/devices');
    await page.waitForFunction(
      (n) => document.querySelectorAll('[data-testid^="endpoint-row-"]').length >= n,
      ENDPOINTS,
      { timeout: 30_000 },
    );
    const rows = await page.locator('[data-testid^="endpoint-row-"]').count();
    await page.evaluate(() => {
      const state = { longTasks: [] as number[] };
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) state.longTasks.push(entry.duration);
      }).observe({ type: 'longtask', buffered: false });
      Object.assign(window, { benchState: state });
    });
    await sleep(WARM_UP_MS);
    const reloadsBefore = reloads;

    const probes: number[] = [];
    let probing = true;
    const probeLoop = (async () => {
      for (let n = 0; probing; n++) {
        const delay = await page.evaluate(
          async ({ id, label }) => {
            const row = document.querySelector(`[data-testid="endpoint-row-${id}"]`);
            if (!row) return NaN;
            const shown = new Promise<number>((resolve) => {
              const observer = new MutationObserver(() => {
                if (row.textContent?.includes(label)) {
                  observer.disconnect();
                  resolve(performance.now());
                }
              });
              observer.observe(row, { subtree: true, childList: true, characterData: true });
            });
            const start = performance.now();
            const reply = await fetch(`/api/1/devices/0/endpoints/${id}`, {
              method: 'PUT',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({ label }),
            });
            if (!reply.ok) return NaN;
            return (await shown) - start;
          },
          { id: PROBE_ENDPOINT, label: `PROBE-${n}` },
        );
        if (Number.isFinite(delay)) probes.push(delay);
        await sleep(PROBE_EVERY_MS);
      }
    })();

    const receivedBefore = received;
    const busy = await sampleMainThreadBusy(context, page, MEASURE_S);
    const updatesPerSecond = (received - receivedBefore) / MEASURE_S;
    probing = false;
    await probeLoop;
    const longTasks = await page.evaluate(
      () => (window as unknown as { benchState: { longTasks: number[] } }).benchState.longTasks,
    );

    if (reloads !== reloadsBefore) throw new Error('The overview reloaded during the measurement.');
    const result = {
      date: runDate(),
      ...machine(),
      chromium: browser.version(),
      rows,
      updatesPerSecond: round(updatesPerSecond, 0),
      busyMeanPercent: round(mean(busy) * 100),
      busyP95Percent: round(percentile(busy, 95) * 100),
      busyMaxPercent: round(Math.max(...busy) * 100),
      longTasks: longTasks.length,
      longTaskMs: round(
        longTasks.reduce((a, b) => a + b, 0),
        0,
      ),
      probes: probes.length,
      delayP50Ms: round(percentile(probes, 50), 0),
      delayP95Ms: round(percentile(probes, 95), 0),
      delayMaxMs: round(Math.max(...probes), 0),
    };
    console.log(JSON.stringify(result, null, 2));
    await record(result);
  } finally {
    counter.close();
    await browser.close();
    await device.dispose();
  }
}

type Result = Record<string, string | number>;

function record(r: Result): Promise<void> {
  return recordSection({
    name: 'overview',
    intro: [
      '## Overview under live load (`npm run bench:overview`)',
      '',
      `The overview of an FSII device server with ${ENDPOINTS} endpoints while \`/sim/load\` sends`,
      `${UPDATES_PER_SECOND} link-quality updates a second (the normal simulation paused), in headless`,
      `Chromium (1400×900). Busy = renderer main-thread CPU time per second (\`TaskDuration\` in thread ticks) over ${MEASURE_S} s after a`,
      `${WARM_UP_MS / 1000} s warm-up (mean / p95 / max). Delay = label \`PUT\` from the page until a MutationObserver`,
      `sees it in the row, every ${PROBE_EVERY_MS} ms (p50 / p95 / max). Aim: under 20 % busy and under 250 ms.`,
      `Updates/s is what a second live client received (\`EndpointUpdated\`; a band change adds a`,
      `\`linkQualityType\` message). Machine load is the 1-minute load average at the end (other work`,
      'shares the cores). Changes that got the overview here: docs/decisions/0043.',
    ],
    header:
      '| date | machine (nproc × CPU) | Chromium | rows | updates/s | busy mean / p95 / max | long tasks | delay p50 / p95 / max (probes) |',
    row: `| ${r.date} (${r.commit}) | ${r.nproc} × ${r.model} (load ${r.loadAverage}) | ${r.chromium} | ${r.rows} | ${r.updatesPerSecond} | ${r.busyMeanPercent} % / ${r.busyP95Percent} % / ${r.busyMaxPercent} % | ${r.longTasks} (${r.longTaskMs} ms) | ${r.delayP50Ms} / ${r.delayP95Ms} / ${r.delayMaxMs} ms (${r.probes}) |`,
  });
}

await main();
