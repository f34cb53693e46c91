import type { Device } from '@crosspoint/protocol/entities/device';
import type { DeviceTypeName } from '@crosspoint/protocol/entities/device';
import type { CreateDeviceOptions } from '../../src/create-device';
import { startTestDevice, type TestDevice } from '../helpers';

/** Short link-protocol intervals so that joins, losses and recoveries take milliseconds. */
export const FAST_LINK = {
  heartbeatMs: 100,
  retryMinMs: 50,
  retryMaxMs: 200,
  timeoutMs: 1_000,
  proxyTimeoutMs: 1_500,
};

/** Polls `check` until it returns a value other than undefined, or fails after `timeoutMs`. */
export async function waitFor<T>(
  what: string,
  check: () => Promise<T | undefined>,
  timeoutMs = 8_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  while (Date.now() < deadline) {
    try {
      const value = await check();
      if (value !== undefined) return value;
    } catch (error) {
      last = error;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`Timed out waiting for ${what}${last ? `: ${String(last)}` : ''}`);
}

export async function devicesOf(device: TestDevice): Promise<Device[]> {
  const reply = await device.api('/api/2/devices');
  if (reply.status !== 200) throw new Error(`devices answered ${reply.status}`);
  return (await reply.json()) as Device[];
}

export async function startMaster(options: Partial<CreateDeviceOptions> = {}): Promise<TestDevice> {
  return startTestDevice({
    type: 'HMS-4X',
    slotId: 1,
    link: { initial: { mode: 'linkMaster' }, timings: FAST_LINK },
    ...options,
  });
}

export async function startMember(
  master: TestDevice,
  type: DeviceTypeName,
  slotId: number,
  options: Partial<CreateDeviceOptions> = {},
): Promise<TestDevice> {
  return startTestDevice({
    type,
    slotId,
    link: {
      initial: { mode: 'linkMember', master: { host: '127.0.0.1', port: master.device.port } },
      timings: FAST_LINK,
    },
    ...options,
  });
}

/** The device of `slot` in a list once `match` holds for it. */
export function deviceWhere(
  device: TestDevice,
  slot: number,
  match: (d: Device) => boolean,
): Promise<Device> {
  return waitFor(`device ${slot} in the list of ${device.device.url}`, async () => {
    const found = (await devicesOf(device)).find((d) => d.device_id === slot);
    return found && match(found) ? found : undefined;
  });
}
