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
 * Sets port settings through the ports call of the ports screen (ports spec §7 `PUT
 * /interfaces/{interfaceId}/ports` with a res list and partial settings).
 */
export async function setPortSettings(
  t: TestDevice,
  portRes: string,
  patch: PortSettings,
): Promise<void> {
  const interfacePath = portRes.replace(/\/ports\/\d+$/, '');
  const reply = await t.api(`${interfacePath}/ports`, {
    method: 'PUT',
    json: { res: [portRes], ...patch },
  });
  if (reply.status !== 200)
    throw new Error(`port update answered ${reply.status}: ${await reply.text()}`);
}
