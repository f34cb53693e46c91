/**
 * The device side of the statistics benchmark (issue 5): one LQ-4W2 device server with 64
 * ports in this process, which reports its own CPU use once a second on stdout
 * (`process.cpuUsage`, user + system, as a share of one core). Started by
 * bench/statistics-load.ts; stops on SIGTERM.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createDevice } from '../packages/server/src/create-device';

const PASSWORD = process.env.BENCH_PASSWORD ?? 'bench-Secret-1';
const PORTS = Number(process.env.BENCH_PORTS ?? 64);

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'crosspoint-bench-'));
const device = await createDevice({
  type: 'LQ-4W2',
  dataDir,
  port: 0,
  adminPassword: PASSWORD,
  portCount: PORTS,
});
// The benchmark stopped reading: stop too.
process.stdout.on('error', () => process.exit(0));
console.log(JSON.stringify({ ready: true, url: device.url }));

let lastCpu = process.cpuUsage();
let lastWall = process.hrtime.bigint();
const timer = setInterval(() => {
  const cpu = process.cpuUsage(lastCpu);
  const wall = process.hrtime.bigint();
  const wallUs = Number(wall - lastWall) / 1000;
  lastCpu = process.cpuUsage();
  lastWall = wall;
  console.log(JSON.stringify({ cpuPercent: ((cpu.user + cpu.system) / wallUs) * 100 }));
}, 1_000);

process.once('SIGTERM', () => {
  clearInterval(timer);
  void device
    .close()
    .then(() => rm(dataDir, { recursive: true, force: true }))
    .then(() => process.exit(0));
});
