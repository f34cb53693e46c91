import Database from 'better-sqlite3';
import path from 'node:path';
import { Header } from 'tar';
import { gzipSync } from 'node:zlib';
import { ErrorReplySchema } from '@crosspoint/protocol/contract';
import { DeviceSchema, type Device } from '@crosspoint/protocol/entities/device';
import { DATABASE_FILE } from '../../src/db/database';
import type { TestDevice } from '../helpers';

/** Every row of the tables a restore or reset may touch, read straight from the SQLite file. */
export function dumpConfiguration(dir: string): Record<string, unknown[]> {
  const db = new Database(path.join(dir, DATABASE_FILE), { readonly: true, fileMustExist: true });
  try {
    const tables = ['device', 'connections', 'roles', 'interfaces', 'ports', 'endpoints'];
    return Object.fromEntries(
      tables.map((t) => [t, db.prepare(`SELECT * FROM ${t} ORDER BY rowid`).all()]),
    );
  } finally {
    db.close();
  }
}

/** Reads the host device through the API. */
export async function getHost(t: TestDevice): Promise<Device> {
  return DeviceSchema.parse(await (await t.api('/api/1/devices/0')).json());
}

/** Expects a refusal with `status` and returns its message. */
export async function refusal(response: Response, status = 400): Promise<string> {
  const body: unknown = await response.json();
  if (response.status !== status) {
    throw new Error(`Expected ${status}, got ${response.status}: ${JSON.stringify(body)}`);
  }
  return ErrorReplySchema.parse(body).message;
}

/** A raw tar entry header block for hand-made (hostile) archives. */
export function tarHeader(
  entryPath: string,
  size: number,
  type: 'File' | 'SymbolicLink' | 'Directory' | 'Link' = 'File',
): Buffer {
  const block = Buffer.alloc(512);
  const header = new Header({ path: entryPath, size, type, mode: 0o644, mtime: new Date(0) });
  if (type === 'SymbolicLink' || type === 'Link') header.linkpath = '/etc/passwd';
  header.encode(block);
  return block;
}

/** A gzip tar of the given entries written by hand (no path checks on the way). */
export function rawArchive(
  entries: Array<{ path: string; content: string; type?: 'File' | 'SymbolicLink' | 'Directory' }>,
): Buffer {
  const blocks: Buffer[] = [];
  for (const e of entries) {
    const content = Buffer.from(e.content);
    blocks.push(
      tarHeader(e.path, e.type === 'File' || e.type === undefined ? content.length : 0, e.type),
    );
    if (e.type === undefined || e.type === 'File') {
      blocks.push(content, Buffer.alloc((512 - (content.length % 512)) % 512));
    }
  }
  blocks.push(Buffer.alloc(1024));
  return gzipSync(Buffer.concat(blocks));
}

/** Uploads a file to the restore call as the console does (multipart, field `file`). */
export function restore(t: TestDevice, data: Buffer, field = 'file'): Promise<Response> {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(data)]), 'backup.tar.gz');
  return t.api('/api/2/devices/restore', { method: 'POST', body: form });
}

/** Waits until `check` passes, polling every 20 ms (for a device coming back). */
export async function eventually<T>(check: () => Promise<T>, timeoutMs = 5_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((r) => setTimeout(r, 20));
    }
  }
}
