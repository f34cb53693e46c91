import { z } from 'zod';
import { AudioInterfaceSchema } from '@crosspoint/protocol/entities/audio-interface';
import { PortSchema, type Port } from '@crosspoint/protocol/entities/port';
import type { GroupLink } from './group-link';

const Interfaces = z.array(AudioInterfaceSchema);
const Ports = z.array(PortSchema);
const PORT_RES = /^(\/api\/1\/devices\/\d+\/interfaces\/\d+)\/ports\/\d+$/;

/**
 * Ports of the other devices of the link group, as the connection rules need them (ports spec
 * §4: a direct counts its ports on every device, and an SIP port must not be mixed across
 * devices). Read over the link; a device that does not answer contributes nothing.
 */
export class GroupPorts {
  constructor(private readonly group: GroupLink) {}

  /** On a master: every port of every reachable member. */
  async memberPorts(): Promise<Port[]> {
    const lists = await Promise.all(
      this.group.reachableMembers().map(async (slot) => {
        const base = `/api/1/devices/${slot}/interfaces`;
        const interfaces = Interfaces.safeParse(await this.group.fromMember(slot, base));
        if (!interfaces.success) return [];
        const ports = await Promise.all(
          interfaces.data.map(async (item) => {
            const path = `${base}/${item.audioInterface_id}/ports`;
            const parsed = Ports.safeParse(await this.group.fromMember(slot, path));
            return parsed.success ? parsed.data : [];
          }),
        );
        return ports.flat();
      }),
    );
    return lists.flat();
  }

  /** On a member: the ports named by `res` (of other devices), read through the master. */
  async throughMaster(res: readonly string[]): Promise<Port[]> {
    const interfacePaths = [...new Set(res.flatMap((r) => PORT_RES.exec(r)?.[1] ?? []))];
    const lists = await Promise.all(
      interfacePaths.map(async (path) => {
        const parsed = Ports.safeParse(await this.group.fromMaster(`${path}/ports`));
        return parsed.success ? parsed.data : [];
      }),
    );
    return lists.flat().filter((port) => res.includes(port.res));
  }
}
