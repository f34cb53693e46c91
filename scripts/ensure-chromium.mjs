#!/usr/bin/env node
// Browser tests drive Debian's Chromium (docs/decisions/0002-browser-tests.md). On a fresh
// machine it is missing: install it with apt-get, never a downloaded browser build.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const CHROMIUM = '/usr/bin/chromium';

if (existsSync(CHROMIUM)) process.exit(0);

const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const prefix = asRoot ? [] : ['sudo', '-n'];
console.log(`${CHROMIUM} is missing: installing Debian's chromium package…`);
const run = (args) => {
  const [cmd, ...rest] = [...prefix, ...args];
  const result = spawnSync(cmd, rest, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (result.status !== 0) {
    console.error(`'${args.join(' ')}' failed: install Chromium with 'apt-get install chromium'.`);
    process.exit(1);
  }
};
run(['apt-get', 'update', '-qq']);
run(['apt-get', 'install', '-y', '-qq', 'chromium']);
if (!existsSync(CHROMIUM)) {
  console.error(`${CHROMIUM} is still missing after installing chromium.`);
  process.exit(1);
}
