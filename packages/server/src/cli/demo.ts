import path from 'node:path';
import type { DeviceTypeName } from '@crosspoint/protocol/entities/device';
import { createDevice, type RunningDevice } from '../create-device';
import type { DeviceCommand } from './cli-args';

/** The demo's link group (issue 7): one device of each family, linked under the HMS-4X. */
export const DEMO_GROUP: readonly { type: DeviceTypeName; folder: string; slotId: number }[] = [
  { type: 'HMS-4X', folder: 'hms', slotId: 1 },
  { type: 'FSII', folder: 'fsii', slotId: 2 },
  { type: 'LQ-4W2', folder: 'lq', slotId: 3 },
];

export interface RunningDemo {
  /** Master first, then the members, in the order of DEMO_GROUP. */
  devices: RunningDevice[];
  /** The one admin password of the group when given or generated now, else undefined. */
  adminPassword: string | undefined;
  adminPasswordGenerated: boolean;
  close(): Promise<void>;
}

/**
 * Starts the demo link group in this process: three device servers, each on its own port
 * (P, P+1, P+2; free ports when P is 0) and data folder, linked through the link protocol
 * over real HTTP on the given interface, as separate machines would be (architecture §2).
 * All three share one admin password, which is also what makes them one link group.
 */
export async function startDemo(command: DeviceCommand): Promise<RunningDemo> {
  const root = path.dirname(command.dataDir);
  const started: RunningDevice[] = [];
  try {
    const [first, ...rest] = DEMO_GROUP;
    if (!first) throw new Error('The demo group is empty.');
    const master = await createDevice({
      type: first.type,
      dataDir: path.join(root, first.folder),
      port: command.port,
      host: command.host,
      adminPassword: command.adminPassword,
      seed: command.seed,
      slotId: first.slotId,
      link: { initial: { mode: 'linkMaster' } },
    });
    started.push(master);
    const password = master.adminPassword;
    const masterHost = command.host === '0.0.0.0' ? '127.0.0.1' : command.host;
    for (const [index, member] of rest.entries()) {
      started.push(
        await createDevice({
          type: member.type,
          dataDir: path.join(root, member.folder),
          port: command.port === 0 ? 0 : command.port + index + 1,
          host: command.host,
          adminPassword: password,
          seed: command.seed,
          slotId: member.slotId,
          link: {
            initial: { mode: 'linkMember', master: { host: masterHost, port: master.port } },
          },
        }),
      );
    }
    return {
      devices: started,
      adminPassword: password,
      adminPasswordGenerated: master.adminPasswordGenerated,
      close: async () => {
        for (const device of [...started].reverse()) await device.close();
      },
    };
  } catch (error) {
    for (const device of started.reverse()) await device.close();
    throw error;
  }
}

/** What the program prints once the group is up. */
export function describeDemo(command: DeviceCommand, demo: RunningDemo): string {
  const root = path.dirname(command.dataDir);
  const password = demo.adminPasswordGenerated
    ? `${demo.adminPassword}  (the same on all three; generated on first start and shown only this once: keep it)`
    : command.adminPassword !== undefined
      ? '(as given with --admin-password or CROSSPOINT_ADMIN_PASSWORD, the same on all three)'
      : '(set earlier; start with --admin-password PW to reset it on all three)';
  const rows = demo.devices.map((device, index) => {
    const role = index === 0 ? 'link master' : `member, slot ${DEMO_GROUP[index]?.slotId}`;
    const folder = path.join(root, DEMO_GROUP[index]?.folder ?? '');
    return `  ${device.type.padEnd(7)} ${role.padEnd(16)} ${device.url}/  data: ${folder}`;
  });
  return [
    'Crosspoint demo: a link group of three devices',
    ...rows,
    `  console:  ${demo.devices[0]?.url ?? ''}/  (the whole group)`,
    `  user:     admin`,
    `  password: ${password}`,
    'Press Ctrl+C to stop.',
    '',
  ].join('\n');
}
