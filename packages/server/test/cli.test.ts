// issue 2 "Two commands": the `crosspoint` program starts a device, prints the URL, user and
// (generated, first start only) password, exits 2 on bad arguments and stops cleanly on SIGTERM.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { basicAuthHeader } from '../src/auth/basic-auth';
import { tempDataDir } from './helpers';

const BIN = fileURLToPath(new URL('../bin/crosspoint.mjs', import.meta.url));

function run(args: string[], env: NodeJS.ProcessEnv = {}) {
  const child = spawn(process.execPath, [BIN, ...args], {
    env: { ...process.env, CROSSPOINT_ADMIN_PASSWORD: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const printed = (pattern: RegExp) =>
    new Promise<RegExpExecArray>((resolve, reject) => {
      const check = () => {
        const match = pattern.exec(stdout);
        if (match) resolve(match);
      };
      child.stdout.on('data', check);
      void exited.then(() =>
        reject(new Error(`exited before printing ${pattern}: ${stdout} ${stderr}`)),
      );
    });
  return { child, exited, printed, output: () => ({ stdout, stderr }) };
}

describe('crosspoint program', () => {
  it('exits 2 with the usage on bad arguments', async () => {
    const program = run(['device', '--type', 'NOPE', '--data', 'x']);
    expect(await program.exited).toBe(2);
    expect(program.output().stderr).toMatch(/Unknown device type: NOPE[\s\S]*Usage:/);
  });

  it('starts a device, prints the generated password once, and stops on SIGTERM', async () => {
    const { dir, remove } = await tempDataDir();
    try {
      const first = run(['device', '--type', 'LQ-4W2', '--port', '0', '--data', dir]);
      const [, url, password] = await first.printed(
        /console:\s+(\S+?)\/\n[\s\S]*password: (\S+)\s+\(generated/,
      );
      const response = await fetch(`${url}/api/2/devices`, {
        headers: { authorization: basicAuthHeader('admin', password ?? '') },
      });
      expect(response.status).toBe(200);
      first.child.kill('SIGTERM');
      expect(await first.exited).toBe(0);

      const second = run(['device', '--type', 'LQ-4W2', '--port', '0', '--data', dir]);
      await second.printed(/password: \(set earlier/);
      expect(second.output().stdout).not.toContain(password);
      second.child.kill('SIGINT');
      expect(await second.exited).toBe(0);
    } finally {
      await remove();
    }
  });
});

// issue 7 "Demo": three device servers in one process, each on its own port and data folder,
// linked through the link protocol; the master on P lists all three families.
describe('crosspoint demo', () => {
  it('starts a link group of three devices with one admin password', async () => {
    const { dir, remove } = await tempDataDir();
    const demo = run(['demo', '--port', '0', '--data', dir, '--admin-password', 'demo-Pass-1']);
    try {
      const [, url] = await demo.printed(/console:\s+(\S+?)\/\s+\(the whole group\)/);
      const output = demo.output().stdout;
      expect(output).toMatch(/HMS-4X\s+link master/);
      expect(output).toMatch(/FSII\s+member, slot 2/);
      expect(output).toMatch(/LQ-4W2\s+member, slot 3/);
      const auth = basicAuthHeader('admin', 'demo-Pass-1');
      const deadline = Date.now() + 15_000;
      let types: string[] = [];
      while (Date.now() < deadline) {
        const reply = await fetch(`${url}/api/2/devices`, { headers: { authorization: auth } });
        const devices = (await reply.json()) as {
          deviceType_name: string;
          device_isReachable: boolean;
          device_masterStatus: string;
        }[];
        const ready = devices.filter(
          (d) => d.device_isReachable && ['IsMaster', 'READY'].includes(d.device_masterStatus),
        );
        types = ready.map((d) => d.deviceType_name);
        if (types.length === 3) break;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(types).toEqual(['HMS-4X', 'FSII', 'LQ-4W2']);
      demo.child.kill('SIGTERM');
      expect(await demo.exited).toBe(0);
    } finally {
      if (demo.child.exitCode === null) demo.child.kill('SIGKILL');
      await remove();
    }
  }, 30_000);
});
