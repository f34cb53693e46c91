import { z } from 'zod';
import { PortSchema, type Port } from '@crosspoint/protocol/entities/port';
import {
  AudioInterfaceSchema,
  type AudioInterface,
} from '@crosspoint/protocol/entities/audio-interface';
import type { TestDevice } from '../helpers';

/** Every port of the device, in id order, parsed with the protocol schema. */
export async function allPorts(t: TestDevice): Promise<Port[]> {
  const interfaces = await allInterfaces(t);
  const ports: Port[] = [];
  for (const item of interfaces) {
    const reply = await t.api(`/api/1/devices/0/interfaces/${item.audioInterface_id}/ports`);
    ports.push(...z.array(PortSchema).parse(await reply.json()));
  }
  return ports;
}

export async function allInterfaces(t: TestDevice): Promise<AudioInterface[]> {
  const reply = await t.api('/api/1/devices/0/interfaces');
  return z.array(AudioInterfaceSchema).parse(await reply.json());
}

/** The port whose desc is `desc` (e.g. 'A', 'SIP 1'). */
export async function portByDesc(t: TestDevice, desc: string): Promise<Port> {
  const port = (await allPorts(t)).find((p) => p.port_desc === desc);
  if (!port) throw new Error(`No port ${desc}`);
  return port;
}

/** `PUT .../interfaces/{interfaceId}/ports` with the ports' res and a partial body. */
export function putPorts(t: TestDevice, ports: Port[], body: object, interfaceId?: number) {
  const target = interfaceId ?? ports[0]?.audioInterface_id_AudioInterface ?? 0;
  return t.api(`/api/1/devices/0/interfaces/${target}/ports`, {
    method: 'PUT',
    json: { res: ports.map((p) => p.res), ...body },
  });
}

export async function replyOf(response: Response): Promise<{ status: number; body: unknown }> {
  return { status: response.status, body: await response.json() };
}
