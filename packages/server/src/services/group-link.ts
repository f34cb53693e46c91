import { MESSAGES } from '@crosspoint/protocol/messages';
import { HttpError } from '../http/http-error';
import { peerOrigin, type LinkPeer } from '../link/link-client';
import type { LinkService } from '../link/link.service';

/** Bound of a read from another device of the link group during a connection call. */
const READ_TIMEOUT_MS = 3_000;

/**
 * What the connection work reads from the rest of the link group (architecture §2: connections
 * live on the master, ports on their devices). A standalone device has no other device.
 */
export interface GroupLink {
  isMember(): boolean;
  /** A JSON read from the master; 503 with the spec's message when it cannot be reached. */
  fromMaster(path: string): Promise<unknown>;
  /** Slot ids of the other devices this master can reach (none on a member or standalone). */
  reachableMembers(): number[];
  /** A JSON read from a member; undefined when it does not answer. */
  fromMember(slotId: number, path: string): Promise<unknown>;
}

/** No link group: the device is its own master. */
export const STANDALONE: GroupLink = {
  isMember: () => false,
  fromMaster: () => Promise.reject(new HttpError(503, MESSAGES.masterLostFeatureDisabled)),
  reachableMembers: () => [],
  fromMember: () => Promise.resolve(undefined),
};

/** The link group through the link service's peers and single-use link credentials. */
export function groupLinkOf(link: LinkService): GroupLink {
  return {
    isMember: () => link.isMember(),
    async fromMaster(path) {
      const master = link.reachableMaster();
      const reply = master ? await read(link, master, path) : undefined;
      if (reply === undefined) throw new HttpError(503, MESSAGES.masterLostFeatureDisabled);
      return reply;
    },
    reachableMembers: () =>
      link.isMember()
        ? []
        : link
            .otherDevices()
            .filter((d) => d.device_isReachable)
            .map((d) => d.device_id),
    async fromMember(slotId, path) {
      const target = link.routeTarget(slotId);
      return target.kind === 'peer' ? read(link, target.peer, path) : undefined;
    },
  };
}

async function read(link: LinkService, peer: LinkPeer, path: string): Promise<unknown> {
  const authorization = link.authorizationFor(peer, 'GET', path);
  if (authorization === undefined) return undefined;
  try {
    const response = await fetch(`${peerOrigin(peer)}${path}`, {
      headers: { authorization, accept: 'application/json' },
      redirect: 'manual',
      signal: AbortSignal.timeout(READ_TIMEOUT_MS),
    });
    if (!response.ok) return undefined;
    return (await response.json()) as unknown;
  } catch {
    return undefined;
  }
}
