/**
 * What the benchmarks share: statistics of samples, the machine description recorded with
 * every number, the browser they drive, and writing a run into docs/benchmarks.md.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import prettier from 'prettier';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/chromium';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const round = (value: number, digits = 1): number => Number(value.toFixed(digits));

export const mean = (values: number[]): number =>
  values.reduce((a, b) => a + b, 0) / Math.max(1, values.length);

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

/** The machine a number was measured on: cores, CPU model, Node, commit and load. */
export function machine() {
  const cpuinfo = existsSync('/proc/cpuinfo') ? readFileSync('/proc/cpuinfo', 'utf8') : '';
  const model = /model name\s*:\s*(.+)/.exec(cpuinfo)?.[1]?.trim() ?? os.cpus()[0]?.model ?? '?';
  const nproc = execFileSync('nproc').toString().trim();
  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT })
    .toString()
    .trim();
  return { nproc, model, node: process.version, commit, loadAverage: round(os.loadavg()[0] ?? 0) };
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

export interface BenchSection {
  /** The marker name: the section sits between `<!-- bench:NAME -->` and its end marker. */
  name: string;
  /** Heading and the paragraph saying what is measured and how. */
  intro: string[];
  /** The table's header row. */
  header: string;
  /** The new run's row; earlier rows are kept below it as history. */
  row: string;
}

/** Puts the latest run into docs/benchmarks.md, keeping earlier runs in its history table. */
export async function recordSection({ name, intro, header, row }: BenchSection): Promise<void> {
  const file = path.join(ROOT, 'docs/benchmarks.md');
  const start = `<!-- bench:${name} -->`;
  const end = `<!-- /bench:${name} -->`;
  const existing = existsSync(file) ? readFileSync(file, 'utf8') : '# Benchmarks\n';
  const has = existing.includes(start);
  const before = has ? existing.slice(existing.indexOf(start), existing.indexOf(end)) : '';
  const history = before.split('\n').filter((line) => /^\| \d{4}-/.test(line));
  const columns = header.split('|').length - 2;
  const section = [
    start,
    ...intro,
    '',
    header,
    `|${'---|'.repeat(columns)}`,
    row,
    ...history,
    end,
  ].join('\n');
  const next = has
    ? existing.slice(0, existing.indexOf(start)) +
      section +
      existing.slice(existing.indexOf(end) + end.length)
    : `${existing.trimEnd()}\n\n${section}\n`;
  // Formatted as the repository formats markdown, so `npm run format:check` stays clean.
  const options = (await prettier.resolveConfig(file)) ?? {};
  writeFileSync(file, await prettier.format(next, { ...options, filepath: file }));
}

/**
 * The page's renderer main-thread busy share (0-1), one sample per second for `seconds`.
 * CDP `TaskDuration` in thread ticks: the main thread's own CPU time, so other processes
 * competing for the cores do not inflate it.
 */
export async function sampleMainThreadBusy(
  context: BrowserContext,
  page: Page,
  seconds: number,
): Promise<number[]> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
  const taskDuration = async (): Promise<number> => {
    const { metrics } = await cdp.send('Performance.getMetrics');
    return metrics.find((m) => m.name === 'TaskDuration')?.value ?? 0;
  };
  const busy: number[] = [];
  let last = await taskDuration();
  let lastAt = performance.now();
  for (let s = 0; s < seconds; s++) {
    await sleep(1_000);
    const now = await taskDuration();
    const at = performance.now();
    busy.push((now - last) / ((at - lastAt) / 1_000));
    last = now;
    lastAt = at;
  }
  return busy;
}

/** The date column of a benchmark row. */
export const runDate = (): string =>
  new Date().toISOString().slice(0, 16).replace('T', ' ') + ' UTC';
