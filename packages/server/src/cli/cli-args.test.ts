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

  it('runs the demo as one HMS-4X under DIR/hms', () => {
    const demo = parseCommandLine(['demo', '--port', '8080', '--data', './data'], {});
    expect(demo).toMatchObject({
      command: 'demo',
      type: 'HMS-4X',
      dataDir: path.join('data', 'hms'),
      port: 8080,
    });
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
  ])('refuses %j', (argv) => {
    expect(() => parseCommandLine(argv, {})).toThrow(UsageError);
  });
});
