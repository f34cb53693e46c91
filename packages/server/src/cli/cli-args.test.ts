// issue 2 "Two commands": crosspoint device --type … --port … --data … --admin-password …,
// password also from CROSSPOINT_ADMIN_PASSWORD; demo is one HMS-4X under DIR/hms.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseCommandLine, UsageError } from './cli-args';

describe('parseCommandLine', () => {
  it('parses a device command', () => {
    expect(
      parseCommandLine(
        ['device', '--type', 'FSII', '--port', '9000', '--data', 'd', '--admin-password', 'pw'],
        {},
      ),
    ).toEqual({
      command: 'device',
      type: 'FSII',
      dataDir: 'd',
      port: 9000,
      host: '127.0.0.1',
      adminPassword: 'pw',
      seed: 1,
      slotId: 1,
    });
  });

  it('takes the password from the environment, the option winning', () => {
    const env = { CROSSPOINT_ADMIN_PASSWORD: 'from-env' };
    expect(parseCommandLine(['device', '--type', 'LQ-4W2', '--data', 'd'], env).adminPassword).toBe(
      'from-env',
    );
    expect(
      parseCommandLine(['device', '--type', 'LQ-4W2', '--data', 'd', '--admin-password', 'x'], env)
        .adminPassword,
    ).toBe('x');
  });

  // issue 7: the demo's link master is an HMS-4X under DIR/hms; its members go beside it.
  it('describes the demo by its link master, an HMS-4X under DIR/hms', () => {
    const demo = parseCommandLine(['demo', '--port', '8080', '--data', './data'], {});
    expect(demo).toMatchObject({
      command: 'demo',
      type: 'HMS-4X',
      dataDir: path.join('data', 'hms'),
      port: 8080,
    });
  });

  it.each([
    { argv: ['device', '--type', 'FSII', '--data', 'd'], slotId: 1 },
    { argv: ['device', '--type', 'FSII', '--data', 'd', '--slot', '3'], slotId: 3 },
  ])('reads the slot id of $argv', ({ argv, slotId }) => {
    expect(parseCommandLine(argv, {}).slotId).toBe(slotId);
  });

  it.each([
    [[]],
    [['serve']],
    [['device', '--data', 'd']],
    [['device', '--type', 'XYZ', '--data', 'd']],
    [['device', '--type', 'FSII']],
    [['device', '--type', 'FSII', '--data', 'd', '--port', 'eighty']],
    [['device', '--type', 'FSII', '--data', 'd', '--port', '70000']],
    [['device', '--type', 'FSII', '--data', 'd', '--verbose']],
    [['device', '--type', 'FSII', '--data', 'd', 'extra']],
    [['demo', '--data', 'd', '--type', 'FSII']],
    [['demo', '--data', 'd', '--slot', '2']],
    [['demo', '--data', 'd', '--port', '65534']],
    [['device', '--type', 'FSII', '--data', 'd', '--slot', '0']],
    [['device', '--type', 'FSII', '--data', 'd', '--slot', '256']],
  ])('refuses %j', (argv) => {
    expect(() => parseCommandLine(argv, {})).toThrow(UsageError);
  });
});
