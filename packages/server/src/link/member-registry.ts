import type { Device } from '@crosspoint/protocol/entities/device';
import { DeviceSchema } from '@crosspoint/protocol/entities/device';
import type { Endpoint } from '@crosspoint/protocol/entities/endpoint';
import type { JoinReply, JoinRequest } from '@crosspoint/protocol/link-protocol';
import { checkRemoteMaster } from '@crosspoint/protocol/rules/link-group';
import { MESSAGES } from '@crosspoint/protocol/messages';
import type { LiveNotifier } from '../live/live-notifier';
import { LinkCallError, linkAuthorization, type LinkClient, type LinkPeer } from './link-client';
import type { LinkRepository, MemberRecord } from './link.repository';
import type { LinkTimings } from './link-timings';
import { MemberSubscription } from './member-subscription';

/** The master itself, as joins are checked against it. */
export interface MasterSelf {
  uuid: string;
  slotId: number;
  type: string;
  versionSW: string;
}

export interface MemberRegistryOptions {
  repo: LinkRepository;
  client: LinkClient;
  live: LiveNotifier;
  timings: LinkTimings;
  key: () => Buffer | undefined;
  now: () => number;
  self: () => MasterSelf;
  /** The group's device list, sent back with every join. */
  groupDevices: () => Device[];
}

interface Member {
  peer: LinkPeer;
  subscription: MemberSubscription;
  device: Device | undefined;
}

/** Splits the `host:port` a member announced. */
export function peerOf(record: Pick<MemberRecord, 'url' | 'uuid'>): LinkPeer {
  const at = record.url.lastIndexOf(':');
  return {
    host: record.url.slice(0, at),
    port: Number(record.url.slice(at + 1)),
    uuid: record.uuid,
  };
}

/**
 * The master side of the link protocol: the members table (SQLite), the join rules, and one
 * live subscription per member, from which the master lists the members' devices and
 * endpoints (docs/link-protocol.md).
 */
export class MemberRegistry {
  private readonly members = new Map<number, Member>();

  constructor(private readonly options: MemberRegistryOptions) {}

  /** Subscribes to every member on record (after a restart they come back by themselves). */
  start(): void {
    for (const record of this.options.repo.members()) this.attach(record);
  }

  stop(): void {
    for (const member of this.members.values()) member.subscription.close();
    this.members.clear();
  }

  // device spec §4, §5: slot conflict, version, HelixNet main station, master role.
  join(request: JoinRequest): JoinReply {
    const self = this.options.self();
    const refuse = (status: JoinReply['status'], message: string): JoinReply => ({
      status,
      message,
      masterUuid: self.uuid,
      masterSlotId: self.slotId,
      devices: [],
    });
    if (request.uuid === self.uuid) return refuse('refused', MESSAGES.linkMasterIpSameAsDevice);
    const problem = checkRemoteMaster(
      { type: request.type, versionSW: request.versionSW },
      { type: self.type, versionSW: self.versionSW, isMaster: true },
    );
    if (problem === MESSAGES.badVersion) return refuse('badVersion', problem);
    if (problem !== null) return refuse('refused', problem);
    const holder = this.options.repo.member(request.slotId);
    if (request.slotId === self.slotId || (holder && holder.uuid !== request.uuid)) {
      return refuse('conflict', MESSAGES.slotConflict);
    }
    const now = this.options.now();
    const record: MemberRecord = {
      slotId: request.slotId,
      uuid: request.uuid,
      type: request.type,
      url: request.url,
      versionSW: request.versionSW,
      label: request.label,
      joinedAt: holder?.joinedAt ?? now,
      lastSeen: now,
    };
    this.options.repo.upsertMember(record);
    this.forgetOtherSlotsOf(record);
    const existing = this.members.get(record.slotId);
    if (
      !existing ||
      existing.peer.uuid !== record.uuid ||
      `${existing.peer.host}:${existing.peer.port}` !== record.url
    ) {
      existing?.subscription.close();
      this.attach(record);
      this.options.live.flag('devices');
      this.options.live.flag('linkgroupcapabilities');
    }
    return {
      status: 'joined',
      masterUuid: self.uuid,
      masterSlotId: self.slotId,
      devices: this.options.groupDevices(),
    };
  }

  /** A member said it leaves the group. */
  leave(uuid: string): boolean {
    const record = this.options.repo.members().find((m) => m.uuid === uuid);
    return record ? this.remove(record.slotId) : false;
  }

  /** Removes a member (device spec §7 `DELETE /api/2/devices/{id}`); false if unknown. */
  remove(slotId: number): boolean {
    const removed = this.options.repo.removeMember(slotId);
    const member = this.members.get(slotId);
    member?.subscription.close();
    this.members.delete(slotId);
    if (removed) {
      this.options.live.flag('devices');
      this.options.live.flag('linkgroupcapabilities');
    }
    return removed;
  }

  peer(slotId: number): LinkPeer | undefined {
    return this.members.get(slotId)?.peer;
  }

  isReachable(slotId: number): boolean {
    return this.members.get(slotId)?.subscription.connected ?? false;
  }

  /** The members' devices: their own record as last read, seen from the master. */
  devices(): Device[] {
    return this.options.repo.members().map((record) => {
      const member = this.members.get(record.slotId);
      const reachable = member?.subscription.connected ?? false;
      const device = member?.device ?? placeholderDevice(record);
      return { ...device, isHost: false, device_isReachable: reachable };
    });
  }

  endpoints(): Endpoint[] {
    return [...this.members.values()].flatMap((m) => m.subscription.endpoints());
  }

  private forgetOtherSlotsOf(record: MemberRecord): void {
    for (const [slot, member] of this.members) {
      if (slot !== record.slotId && member.peer.uuid === record.uuid) {
        member.subscription.close();
        this.members.delete(slot);
      }
    }
  }

  private attach(record: MemberRecord): void {
    const { client, key, live, timings } = this.options;
    const peer = peerOf(record);
    const member: Member = {
      peer,
      device: undefined,
      subscription: new MemberSubscription({
        peer,
        live,
        retryMinMs: timings.retryMinMs,
        retryMaxMs: timings.retryMaxMs,
        timeoutMs: timings.timeoutMs,
        authorization: () => {
          const linkKey = key();
          return linkKey
            ? linkAuthorization(linkKey, peer, 'SOCKET', '/socket.io/', Date.now())
            : '';
        },
        onChange: (reason) => {
          if (reason !== 'disconnected') void this.refreshDevice(record.slotId, client);
          live.flag('devices');
        },
      }),
    };
    this.members.set(record.slotId, member);
  }

  /** Reads the member's own device record again (its label, status, versions). */
  private async refreshDevice(slotId: number, client: LinkClient): Promise<void> {
    const member = this.members.get(slotId);
    if (!member) return;
    try {
      const device = await client.call(member.peer, 'GET', '/api/2/devices/0', DeviceSchema);
      if (this.members.get(slotId) !== member) return;
      member.device = device;
      this.options.live.flag('devices');
    } catch (error) {
      if (!(error instanceof LinkCallError)) throw error;
    }
  }
}

/** What the master shows of a member it has not heard from since it started. */
function placeholderDevice(record: MemberRecord): Device {
  const peer = peerOf(record);
  return {
    device_id: record.slotId,
    res: `/api/2/devices/${record.slotId}`,
    device_label: record.label,
    device_uuid: record.uuid,
    deviceType_name: record.type,
    isHost: false,
    device_isReachable: false,
    device_isMaster: false,
    device_linking: 'linkMember',
    linkingVersion: 1,
    device_masterStatus: 'NOTREADY',
    device_masterAddress: '',
    device_masterPort: 0,
    device_ipAddress: peer.host,
    device_netMode: 'LAN',
    versionSW: record.versionSW,
    licensedFeatures: [],
    device_liveStatus: {},
    device_usage: 0,
    device_settings: {},
  };
}
