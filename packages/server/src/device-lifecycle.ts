import type { CreateDeviceOptions, RunningDevice } from './create-device';

/** How a device's own services ask for it to go away and come back (reboot, restart). */
export interface DevicePower {
  /** Stops HTTP, socket, hardware and database, waits, and starts again on the same port. */
  restart(kind: 'reboot' | 'services'): void;
}

/** Default pause of a reboot with the device away (a real base takes about a minute). */
export const DEFAULT_REBOOT_DELAY_MS = 3_000;
/** Pause that lets the reply of the call that asked for the restart reach its client. */
const REPLY_GRACE_MS = 150;

// Not unref'd: while the device is away nothing else keeps the process alive.
const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

type StartInstance = (options: CreateDeviceOptions, power: DevicePower) => Promise<RunningDevice>;

/**
 * Runs a device through reboots inside one process (device spec §4 "Reset and reboot"): a
 * restart closes the running instance completely, so clients see the device go away, then
 * starts a new one on the same port and data folder. The returned handle stays valid across
 * restarts (its `hardware` is the current instance's); `close()` also cancels a pending one.
 */
export async function runWithRestarts(
  options: CreateDeviceOptions,
  start: StartInstance,
): Promise<RunningDevice> {
  let closed = false;
  let pending: Promise<void> | undefined;
  const power: DevicePower = {
    restart(kind) {
      if (closed || pending) return;
      pending = (async () => {
        await sleep(REPLY_GRACE_MS);
        await current.close();
        if (kind === 'reboot') await sleep(options.rebootDelayMs ?? DEFAULT_REBOOT_DELAY_MS);
        if (closed) return;
        // A reboot keeps the stored password: only a first start or the command line sets it.
        const again: CreateDeviceOptions = { ...options, port: current.port };
        delete again.adminPassword;
        current = await start(again, power);
      })()
        .catch((error: unknown) => {
          process.stderr.write(`crosspoint: the device did not start again: ${String(error)}\n`);
        })
        .finally(() => {
          pending = undefined;
        });
    },
  };
  let current = await start(options, power);
  const first = current;
  const close = async (): Promise<void> => {
    closed = true;
    await pending;
    await current.close();
  };
  // Every property is the current instance's, so fields added to RunningDevice follow along;
  // the password facts are those of the first start, which alone may set or generate it.
  return new Proxy(first, {
    get: (_target, key) => {
      if (key === 'close') return close;
      if (key === 'adminPassword' || key === 'adminPasswordGenerated')
        return Reflect.get(first, key);
      return Reflect.get(current, key);
    },
  });
}
