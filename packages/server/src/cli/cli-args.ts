import { parseArgs } from 'node:util';
import path from 'node:path';
import { DeviceTypeNameSchema, type DeviceTypeName } from '@crosspoint/protocol/entities/device';

export const USAGE = `Usage:
  crosspoint device --type HMS-4X|FSII|LQ-4W2 --data DIR [--port P] [--host H]
                    [--admin-password PW] [--seed N]
  crosspoint demo --data DIR [--port P] [--host H] [--admin-password PW]

  --port              TCP port (default 8080; 0 picks a free one)
  --host              interface to listen on (default 127.0.0.1; 0.0.0.0 for the network)
  --admin-password    admin password (or CROSSPOINT_ADMIN_PASSWORD); without it a password
                      is generated on first start and printed once
  --seed              seed of the virtual hardware (default 1)`;

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
}

function integer(raw: string | undefined, name: string, fallback: number, max: number): number {
  if (raw === undefined) return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) > max) throw new UsageError(`Invalid --${name}: ${raw}`);
  return Number(raw);
}

/**
 * Parses the command line strictly (unknown options are errors). `demo` is, until link groups
 * exist, one HMS-4X device with its data under DIR/hms.
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
  };
  if (command === 'demo') {
    if (values.type !== undefined) throw new UsageError('demo takes no --type.');
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
