import path from 'node:path';
import Database from 'better-sqlite3';
import type { PortSettings } from '@crosspoint/protocol/entities/port';
import type { TestDevice } from './helpers';

/** Port paths of a standalone LQ-4W2 (slot 1): 4W A/B, IVC 1/2, SIP 1/2 (ids packed, §3). */
export const LQ_PORTS = {
  fourWA: '/api/1/devices/1/interfaces/256/ports/65536',
  fourWB: '/api/1/devices/1/interfaces/256/ports/65537',
  ivc1: '/api/1/devices/1/interfaces/257/ports/65792',
  ivc2: '/api/1/devices/1/interfaces/257/ports/65793',
  sip1: '/api/1/devices/1/interfaces/258/ports/66048',
  sip2: '/api/1/devices/1/interfaces/258/ports/66049',
} as const;

/** Port paths of a standalone HMS-4X: 2W A/B, 4W C/D, PGM, SA, HS. */
export const HMS_PORTS = {
  twoWA: '/api/1/devices/1/interfaces/256/ports/65536',
  twoWB: '/api/1/devices/1/interfaces/256/ports/65537',
  fourWC: '/api/1/devices/1/interfaces/257/ports/65792',
  pgm: '/api/1/devices/1/interfaces/258/ports/66048',
  sa: '/api/1/devices/1/interfaces/259/ports/66304',
} as const;

export async function readJson(reply: Promise<Response>): Promise<unknown> {
  return (await reply).json();
}

/** `POST {port}/join` (or `/leave`) with `{ target }`. */
export function join(
  t: TestDevice,
  portRes: string,
  target: string,
  action: 'join' | 'leave' = 'join',
): Promise<Response> {
  return t.api(`${portRes}/${action}`, { method: 'POST', json: { target } });
}

/** A port as the API shows it, found through its interface's list. */
export async function portOf(t: TestDevice, portRes: string): Promise<Record<string, unknown>> {
  const list = (await readJson(t.api(portRes.replace(/\/\d+$/, '')))) as Array<{ res: string }>;
  const port = list.find((p) => p.res === portRes);
  if (!port) throw new Error(`no port ${portRes}`);
  return port as Record<string, unknown>;
}

/**
 * Sets port settings straight in the device's SQLite file (test setup only: the port settings
 * call belongs to the ports screen, issue 5), as a technician would have configured them.
 */
export function setPortSettings(t: TestDevice, portId: number, patch: PortSettings): void {
  const db = new Database(path.join(t.dir, 'device.sqlite'));
  try {
    const row = db.prepare('SELECT settings FROM ports WHERE id = ?').get(portId) as
      { settings: string } | undefined;
    if (!row) throw new Error(`no port ${portId}`);
    const settings = { ...(JSON.parse(row.settings) as PortSettings), ...patch };
    db.prepare('UPDATE ports SET settings = ? WHERE id = ?').run(JSON.stringify(settings), portId);
  } finally {
    db.close();
  }
}
