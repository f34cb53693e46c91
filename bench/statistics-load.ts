/**
 * Statistics benchmark (issue 5 "Performance"): a device with 64 ports pushing `live:statistics`
 * to 10 open consoles. Ten socket.io clients start statistics as the console does; one headless
 * Chromium page shows the Statistics tab with two port charts. Records:
 * - the device server's CPU per second (its own `process.cpuUsage`, in a separate process);
 * - the console's renderer main-thread busy time per second (CDP `Performance.getMetrics`
 *   `TaskDuration` deltas).
 * Aim: under 5 % of a core on the server, under 10 % busy in the browser. Writes the results
 * into docs/benchmarks.md. Not a test: nothing asserts on timing.
 *
 * Run: `npm run bench:statistics` (builds the console first).
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { io, type Socket } from 'socket.io-client';
import {
  ROOT,
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

const PASSWORD = 'bench-Secret-1';
const PORTS = 64;
const CLIENTS = 10;
const WARM_UP_MS = 5_000;
const MEASURE_S = 30;

/** Starts the device process; resolves with its URL and a live list of its CPU samples. */
async function startDevice() {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(ROOT, 'bench/statistics-device.ts')],
    {
      cwd: ROOT,
      env: { ...process.env, BENCH_PASSWORD: PASSWORD, BENCH_PORTS: String(PORTS) },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const cpu: number[] = [];
  const url = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`device process exited (${code})`)));
    createInterface({ input: child.stdout }).on('line', (line) => {
      const message = JSON.parse(line) as { ready?: boolean; url?: string; cpuPercent?: number };
      if (message.url) resolve(message.url);
      if (message.cpuPercent !== undefined) cpu.push(message.cpuPercent);
    });
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return { url, cpu, stop };
}

async function main(): Promise<void> {
  const device = await startDevice();
  const auth = `Basic ${Buffer.from(`admin:${PASSWORD}`).toString('base64')}`;
  let pushes = 0;
  const clients: Socket[] = [];
  for (let n = 0; n < CLIENTS; n++) {
    const socket = io(device.url, {
      transports: ['websocket'],
      extraHeaders: { authorization: auth },
    });
    socket.on('connect', () => socket.emit('live:update', { statistics: 'start' }));
    socket.on('live:statistics', () => (pushes += 1));
    clients.push(socket);
  }
  const browser = await launchChromium();
  const context = await browser.newContext({
    baseURL: device.url,
    httpCredentials: { username: 'admin', password: PASSWORD },
    viewport: { width: 1400, height: 900 },
  });
  const page = await context.newPage();
  await page.goto('/view/device/1/statistics');
  await page.getByTestId('statistics-grid').waitFor();
  await page.getByLabel('Chart 4W A', { exact: true }).check();
  await page.getByLabel('Chart SIP SIP 1', { exact: true }).check();
  await sleep(WARM_UP_MS);
  const firstCpuSample = device.cpu.length;
  const pushesBefore = pushes;
  // As a percentage, like the server's CPU.
  const busy = (await sampleMainThreadBusy(context, page, MEASURE_S)).map((b) => b * 100);
  const serverCpu = device.cpu.slice(firstCpuSample);
  const rows = await page.locator('[data-testid^="statistics-row-"]').count();
  const result = {
    date: runDate(),
    ...machine(),
    chromium: browser.version(),
    ports: PORTS,
    rows,
    consoles: CLIENTS,
    pushesPerSecond: round((pushes - pushesBefore) / MEASURE_S / CLIENTS, 2),
    serverMean: round(mean(serverCpu)),
    serverP95: round(percentile(serverCpu, 95)),
    serverMax: round(Math.max(...serverCpu)),
    busyMean: round(mean(busy)),
    busyP95: round(percentile(busy, 95)),
    busyMax: round(Math.max(...busy)),
  };
  console.log(JSON.stringify(result, null, 2));
  await record(result);
  for (const socket of clients) socket.close();
  await browser.close();
  await device.stop();
}

function record(r: Record<string, string | number>): Promise<void> {
  return recordSection({
    name: 'statistics',
    intro: [
      '## Port statistics to 10 consoles (`npm run bench:statistics`)',
      '',
      `An LQ-4W2 device server with ${PORTS} ports (own process) pushes \`live:statistics\` once a second to`,
      `${CLIENTS} socket.io clients that started statistics, plus one headless Chromium page (1400×900) on the`,
      "Statistics tab with two port charts. Server = the device process's own CPU (`process.cpuUsage`, user +",
      `system) per second as a share of one core; busy = the page's renderer main-thread time per second`,
      `(\`TaskDuration\`, thread ticks); both over ${MEASURE_S} s after a ${WARM_UP_MS / 1000} s warm-up (mean / p95 / max).`,
      'Pushes/s is per socket client. Aim: under 5 % of a core on the server, under 10 % busy in the browser.',
      'Machine load is the 1-minute load average at the end (other work shares the cores).',
    ],
    header:
      '| date | machine (nproc × CPU) | Chromium | ports / grid rows | consoles | pushes/s | server CPU mean / p95 / max | browser busy mean / p95 / max |',
    row: `| ${r.date} | ${r.nproc} × ${r.model} (load ${r.loadAverage}) | ${r.chromium} | ${r.ports} / ${r.rows} | ${r.consoles} + 1 | ${r.pushesPerSecond} | ${r.serverMean} % / ${r.serverP95} % / ${r.serverMax} % | ${r.busyMean} % / ${r.busyP95} % / ${r.busyMax} % |`,
  });
}

await main();
