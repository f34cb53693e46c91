import { createDevice, type RunningDevice } from './create-device';
import { parseCommandLine, USAGE, UsageError, type DeviceCommand } from './cli/cli-args';
import { describeDemo, startDemo } from './cli/demo';

/**
 * The `crosspoint` program: starts a device (or the demo) and prints how to sign in. The
 * generated password is printed only on the first start; it is not stored in clear anywhere.
 */
async function main(): Promise<void> {
  let command: DeviceCommand;
  try {
    command = parseCommandLine(process.argv.slice(2), process.env);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    process.stderr.write(`crosspoint: ${error.message}\n\n${USAGE}\n`);
    process.exit(2);
  }
  let device: { close(): Promise<void> };
  let banner: string;
  if (command.command === 'demo') {
    const demo = await startDemo(command);
    device = demo;
    banner = describeDemo(command, demo);
  } else {
    const single = await createDevice({
      type: command.type,
      dataDir: command.dataDir,
      port: command.port,
      host: command.host,
      adminPassword: command.adminPassword,
      seed: command.seed,
      slotId: command.slotId,
    });
    device = single;
    banner = describe(command, single);
  }
  let stopping = false;
  const stop = (): void => {
    if (stopping) return;
    stopping = true;
    device.close().then(
      () => process.exit(0),
      (error: unknown) => {
        process.stderr.write(`crosspoint: ${String(error)}\n`);
        process.exit(1);
      },
    );
  };
  // Listen before printing: whoever reads the output may signal at once, and a signal with no
  // listener yet ends the process without closing the database.
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  process.stdout.write(banner);
}

function describe(command: DeviceCommand, device: RunningDevice): string {
  const password = device.adminPasswordGenerated
    ? `${device.adminPassword}  (generated on first start and shown only this once: keep it)`
    : command.adminPassword !== undefined
      ? '(as given with --admin-password or CROSSPOINT_ADMIN_PASSWORD)'
      : '(set earlier; start with --admin-password PW to reset it)';
  return [
    `Crosspoint ${command.command === 'demo' ? 'demo: ' : ''}${device.type} device`,
    `  console:  ${device.url}/`,
    `  data:     ${command.dataDir}`,
    `  user:     ${device.adminUser}`,
    `  password: ${password}`,
    'Press Ctrl+C to stop.',
    '',
  ].join('\n');
}

main().catch((error: unknown) => {
  process.stderr.write(`crosspoint: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
