import type { LiveSocket } from '../lib/live-client';

type Listener = (...args: never[]) => void;

/**
 * A socket.io client stand-in at the live boundary: tests play the server with `serverSends`
 * and the connection with `connect`/`drop`/`fail`, and read what the console emitted.
 */
export class FakeSocket implements LiveSocket {
  readonly emitted: { event: string; args: unknown[] }[] = [];
  disconnected = false;
  /** How often the console asked to connect again. */
  reconnects = 0;
  private readonly listeners = new Map<string, Listener[]>();
  private anyListeners: ((event: string, ...args: unknown[]) => void)[] = [];

  on(event: 'connect', listener: () => void): this;
  on(event: 'disconnect', listener: (reason: string) => void): this;
  on(event: 'connect_error', listener: (error: Error) => void): this;
  on(event: string, listener: Listener): this {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
    return this;
  }

  onAny(listener: (event: string, ...args: unknown[]) => void): this {
    this.anyListeners.push(listener);
    return this;
  }

  emit(event: string, ...args: unknown[]): this {
    this.emitted.push({ event, args });
    return this;
  }

  disconnect(): this {
    this.disconnected = true;
    return this;
  }

  connect(): this {
    this.reconnects += 1;
    return this;
  }

  /** The server accepts the connection (first time or again). */
  accept(): void {
    for (const listener of this.listeners.get('connect') ?? []) (listener as () => void)();
  }

  drop(reason = 'transport close'): void {
    for (const listener of this.listeners.get('disconnect') ?? []) {
      (listener as (reason: string) => void)(reason);
    }
  }

  fail(error: Error): void {
    for (const listener of this.listeners.get('connect_error') ?? []) {
      (listener as (error: Error) => void)(error);
    }
  }

  serverSends(event: string, payload?: unknown): void {
    for (const listener of this.anyListeners) listener(event, payload);
  }
}

/** An Engine.IO transport error as socket.io-client reports it, e.g. a 404 on polling. */
export function transportError(message: string, status?: number): Error {
  return Object.assign(new Error(message), { description: status, type: 'TransportError' });
}
