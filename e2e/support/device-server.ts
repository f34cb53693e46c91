import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const BIN = path.join(ROOT, 'packages/server/bin/crosspoint.mjs');

export type DeviceType = 'HMS-4X' | 'FSII' | 'LQ-4W2';

/** A free TCP port on the loopback interface. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * A real device server in its own process (the `crosspoint device` program), on a free port
 * with its own data folder, so a test can stop it and start it again like a real device.
 */
export class DeviceServer {
  readonly user = 'admin';
  readonly password = 'e2e-Secret-1';
  private child: ChildProcess | undefined;
  private output = '';

  private constructor(
    readonly type: DeviceType,
    readonly port: number,
    readonly dataDir: string,
    /** Slot id in a link group (`--slot`), applied at first start; linking may change it. */
    readonly slot = 1,
  ) {}

  static async start(type: DeviceType, options: { slot?: number } = {}): Promise<DeviceServer> {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'crosspoint-e2e-'));
    const server = new DeviceServer(type, await freePort(), dataDir, options.slot);
    await server.resume();
    return server;
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  get authorization(): string {
    return `Basic ${Buffer.from(`${this.user}:${this.password}`).toString('base64')}`;
  }

  /** Starts (or starts again) the process on the same port and data folder. */
  async resume(): Promise<void> {
    this.output = '';
    const child = spawn(
      process.execPath,
      [
        BIN,
        'device',
        '--type',
        this.type,
        '--port',
        String(this.port),
        '--data',
        this.dataDir,
        '--slot',
        String(this.slot),
      ],
      {
        env: { ...process.env, CROSSPOINT_ADMIN_PASSWORD: this.password },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    this.child = child;
    child.stdout?.on('data', (chunk: Buffer) => (this.output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (this.output += chunk.toString()));
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) {
        throw new Error(`device server exited (${child.exitCode}):\n${this.output}`);
      }
      try {
        const reply = await fetch(`${this.url}/api/1/version`, {
          headers: { authorization: this.authorization },
        });
        if (reply.ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`device server did not start:\n${this.output}`);
  }

  /** Stops the process (SIGTERM), as when a device goes away. */
  async stop(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }

  async dispose(): Promise<void> {
    await this.stop();
    await rm(this.dataDir, { recursive: true, force: true });
  }

  /** Calls the device API (or the /sim control API) with the admin credentials. */
  async api(method: string, urlPath: string, body?: unknown): Promise<Response> {
    return fetch(`${this.url}${urlPath}`, {
      method,
      headers: {
        authorization: this.authorization,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  }
}
