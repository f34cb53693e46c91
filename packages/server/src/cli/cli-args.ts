import { parseArgs } from 'node:util';
import path from 'node:path';
import { DeviceTypeNameSchema, type DeviceTypeName } from '@crosspoint/protocol/entities/device';

export const USAGE = `Usage:
  crosspoint device --type HMS-4X|FSII|LQ-4W2 --data DIR [--port P] [--host H]
                    [--admin-password PW] [--seed N] [--slot N]
  crosspoint demo --data DIR [--port P] [--host H] [--admin-password PW]
      a link group of three devices: HMS-4X link master on P, FSII on P+1, LQ-4W2 on P+2,
      data under DIR/hms, DIR/fsii, DIR/lq, one admin password for all three

  --port              TCP port (default 8080; 0 picks a free one)
  --host              interface to listen on (default 127.0.0.1; 0.0.0.0 for the network)
  --admin-password    admin password (or CROSSPOINT_ADMIN_PASSWORD); without it a password
                      is generated on first start and printed once
  --seed              seed of the virtual hardware (default 1)
  --slot              the device's slot id in a link group at first start (default 1)`;

/** A command line that does not parse; the program prints it with the usage and exits 2. */
export class UsageError extends Error {}

export interface DeviceCommand {
  command: 'device' | 'demo';
  type: DeviceTypeName;
  dataDir: string;
  port: number;
  host: string;
  adminPassword: string | undefined;
  seed: number;
  /** Slot id of a `device` (1 by default); the demo's devices take slots 1, 2 and 3. */
  slotId: number;
}

function integer(raw: string | undefined, name: string, fallback: number, max: number): number {
  if (raw === undefined) return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) > max) throw new UsageError(`Invalid --${name}: ${raw}`);
  return Number(raw);
}

/**
 * Parses the command line strictly (unknown options are errors). `demo` describes its link
 * master (an HMS-4X under DIR/hms); the demo launcher starts the members beside it.
 */
export function parseCommandLine(argv: string[], env: NodeJS.ProcessEnv): DeviceCommand {
  const [command, ...rest] = argv;
  if (command !== 'device' && command !== 'demo') {
    throw new UsageError(
      command === undefined ? 'Missing command.' : `Unknown command: ${command}`,
    );
  }
  let values;
  try {
    ({ values } = parseArgs({
      args: rest,
      strict: true,
      allowPositionals: false,
      options: {
        type: { type: 'string' },
        data: { type: 'string' },
        port: { type: 'string' },
        host: { type: 'string' },
        'admin-password': { type: 'string' },
        seed: { type: 'string' },
        slot: { type: 'string' },
      },
    }));
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  if (!values.data) throw new UsageError('Missing --data DIR.');
  const adminPassword = values['admin-password'] ?? (env.CROSSPOINT_ADMIN_PASSWORD || undefined);
  if (adminPassword !== undefined && adminPassword.length === 0) {
    throw new UsageError('The admin password cannot be empty.');
  }
  const common = {
    port: integer(values.port, 'port', 8080, 65_535),
    host: values.host ?? '127.0.0.1',
    adminPassword,
    seed: integer(values.seed, 'seed', 1, 0xffffffff),
    slotId: integer(values.slot, 'slot', 1, 255),
  };
  if (common.slotId < 1) throw new UsageError('Invalid --slot: 0');
  if (command === 'demo') {
    if (values.type !== undefined) throw new UsageError('demo takes no --type.');
    if (values.slot !== undefined) throw new UsageError('demo takes no --slot.');
    if (common.port > 65_533) throw new UsageError('demo needs --port P with P + 2 <= 65535.');
    // The link master's data folder; the launcher puts its members beside it (DIR/fsii, DIR/lq).
    return { command, type: 'HMS-4X', dataDir: path.join(values.data, 'hms'), ...common };
  }
  const type = DeviceTypeNameSchema.safeParse(values.type);
  if (!type.success) {
    throw new UsageError(
      values.type === undefined ? 'Missing --type.' : `Unknown device type: ${values.type}`,
    );
  }
  return { command, type: type.data, dataDir: values.data, ...common };
}
