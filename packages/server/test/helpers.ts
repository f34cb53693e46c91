import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { io, type Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '@crosspoint/protocol/live';
import { ManualClock } from '../src/clock';
import { createDevice, type CreateDeviceOptions, type RunningDevice } from '../src/create-device';
import { basicAuthHeader } from '../src/auth/basic-auth';

export const PASSWORD = 'test-password';
export const AUTH = basicAuthHeader('admin', PASSWORD);

export type LiveClient = Socket<ServerToClientEvents, ClientToServerEvents>;

/** A fresh temporary data folder, removed by the returned cleanup. */
export async function tempDataDir(): Promise<{ dir: string; remove: () => Promise<void> }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'crosspoint-test-'));
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

export interface TestDevice {
  device: RunningDevice;
  clock: ManualClock;
  dir: string;
  /** fetch against the device with admin credentials unless `headers` say otherwise. */
  api: (urlPath: string, init?: RequestInit & { json?: unknown }) => Promise<Response>;
  /** Starts the device again on the same data folder (after `device.close()`). */
  restart: (options?: Partial<CreateDeviceOptions>) => Promise<RunningDevice>;
  stop: () => Promise<void>;
}

/**
 * Starts a real device on a free port, a temporary data folder and a ManualClock, with the
 * admin password {@link PASSWORD}: tests talk to it over real HTTP and sockets.
 */
export async function startTestDevice(
  options: Partial<CreateDeviceOptions> = {},
): Promise<TestDevice> {
  const { dir, remove } = await tempDataDir();
  const clock = new ManualClock();
  const base: CreateDeviceOptions = {
    type: 'HMS-4X',
    dataDir: dir,
    port: 0,
    adminPassword: PASSWORD,
    clock,
    ...options,
  };
  const state = { device: await createDevice(base) };
  const handle: TestDevice = {
    get device() {
      return state.device;
    },
    clock,
    dir,
    api: (urlPath, init = {}) => {
      const { json, headers, ...rest } = init;
      const merged = new Headers(headers);
      if (!merged.has('authorization')) merged.set('authorization', AUTH);
      if (json !== undefined) merged.set('content-type', 'application/json');
      return fetch(`${state.device.url}${urlPath}`, {
        ...rest,
        headers: merged,
        ...(json !== undefined ? { body: JSON.stringify(json) } : {}),
      });
    },
    restart: async (more = {}) => {
      state.device = await createDevice({ ...base, ...more });
      return state.device;
    },
    stop: async () => {
      await state.device.close();
      await remove();
    },
  };
  return handle;
}

/** A live client; resolves once connected, rejects with the server's refusal. */
export function connectLive(
  url: string,
  options: { auth?: string; payload?: object } = {},
): Promise<LiveClient> {
  const socket: LiveClient = io(url, {
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    ...(options.auth ? { extraHeaders: { authorization: options.auth } } : {}),
    ...(options.payload ? { auth: options.payload } : {}),
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
}

/** Resolves with the first payload of `event` that satisfies `match`. */
export function nextEvent<T>(
  socket: LiveClient,
  event: string,
  match: (payload: T) => boolean = () => true,
  timeoutMs = 5_000,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.offAny(listener);
      reject(new Error(`No ${event} within ${timeoutMs} ms`));
    }, timeoutMs);
    const listener = (name: string, payload: T): void => {
      if (name !== event || !match(payload)) return;
      clearTimeout(timer);
      socket.offAny(listener);
      resolve(payload);
    };
    socket.onAny(listener);
  });
}

/** Records every `event` a socket receives, for counting. */
export function recordEvents(socket: LiveClient): Array<{ event: string; payload: unknown }> {
  const seen: Array<{ event: string; payload: unknown }> = [];
  socket.onAny((event: string, payload: unknown) => seen.push({ event, payload }));
  return seen;
}
