/**
 * Debian's Chromium and the flags it needs on these machines (docs/decisions/0002): no
 * sandbox as root, and no background networking, which the closed network would refuse.
 * Shared by the browser tests and the benchmarks.
 */
export const CHROMIUM_PATH = '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
