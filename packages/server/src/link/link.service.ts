import type { Device, LinkingMode, MasterStatus } from '@crosspoint/protocol/entities/device';
import type { Endpoint } from '@crosspoint/protocol/entities/endpoint';
import {
  LINK_PROTOCOL_VERSION,
  LINK_USER,
  type JoinReply,
  type JoinRequest,
  type LinkIdentity,
} from '@crosspoint/protocol/link-protocol';
import { deriveMasterStatus } from '@crosspoint/protocol/rules/link-group';
import type { Credentials } from '../auth/basic-auth';
import type { LiveNotifier } from '../live/live-notifier';
import { LinkClient, linkAuthorization, type LinkPeer } from './link-client';
import { deriveLinkKey, identityProof, NonceCache, verifyToken } from './link-key';
import type { LinkConfig, LinkRepository } from './link.repository';
import type { LinkTimings } from './link-timings';
import { MemberAgent, type MemberState } from './member-agent';
import { MemberRegistry } from './member-registry';

/** The device as the link protocol needs it; read through functions as labels change. */
export interface LinkSelf {
  uuid: () => string;
  slotId: () => number;
  label: () => string;
  type: string;
  versionSW: string;
  linkingVersion: number;
  /** Where other devices reach this one. */
  address: { ipAddress: string; port: number };
  maxDevices: number;
  /** This device's own record (the group list sent to members includes it). */
  ownDevice: () => Device;
}

/** The linking fields of this device's record (device spec §3). */
export interface LinkView {
  mode: LinkingMode;
  master: { host: string; port: number } | undefined;
  isMaster: boolean;
  masterStatus: MasterStatus;
  masterReachable: boolean;
}

/** Where a call for another device's resources goes (docs/link-protocol.md "Routing"). */
export type RouteTarget =
  | { kind: 'peer'; peer: LinkPeer }
  | { kind: 'unreachable'; message: 'member' | 'master' }
  | { kind: 'unknown' };

/**
 * This device's place in its link group: its linking configuration, the link key, the member
 * agent (when a member) or the member registry (when the master). Re-entered without a
 * process restart when the configuration changes.
 */
export class LinkService {
  private key: Buffer | undefined;
  private config: LinkConfig = { mode: 'disabled', master: undefined };
  private agent: MemberAgent | undefined;
  private registry: MemberRegistry | undefined;
  private readonly nonces = new NonceCache();
  readonly client: LinkClient;

  constructor(
    private readonly repo: LinkRepository,
    private readonly live: LiveNotifier,
    readonly self: LinkSelf,
    readonly timings: LinkTimings,
  ) {
    const stored = repo.linkKey();
    this.key = stored ? Buffer.from(stored, 'hex') : undefined;
    this.client = new LinkClient(() => this.key, timings.timeoutMs);
  }

  /** The admin password was set: derive and store the link key (never the password). */
  setAdminPassword(password: string): void {
    this.key = deriveLinkKey(password);
    this.repo.saveLinkKey(this.key.toString('hex'));
  }

  /** Starts from the stored configuration, or `initial` on a device never configured. */
  start(initial: LinkConfig | undefined): void {
    let config = this.repo.config();
    if (!config) {
      config = initial ?? { mode: 'disabled', master: undefined };
      this.repo.saveConfig(config);
    }
    this.enter(config);
  }

  /** Stops the agent or registry; resolves once a join under way has ended. */
  async stop(): Promise<void> {
    const agent = this.agent;
    this.registry?.stop();
    this.agent = undefined;
    this.registry = undefined;
    await agent?.stop();
  }

  /** Stores a new configuration and re-initialises the link state in place. */
  async apply(config: LinkConfig): Promise<void> {
    const leaving = this.agent;
    await this.stop();
    if (
      leaving &&
      (config.mode !== 'linkMember' || !sameAddress(config.master, this.config.master))
    ) {
      await leaving.leave(this.self.uuid());
    }
    if (config.mode !== 'linkMaster') this.repo.clearMembers();
    this.repo.saveConfig(config);
    this.enter(config);
    this.live.flag('devices');
  }

  currentConfig(): LinkConfig {
    return this.config;
  }

  private enter(config: LinkConfig): void {
    this.config = config;
    if (config.mode === 'linkMember' && config.master) {
      this.agent = new MemberAgent({
        master: config.master,
        client: this.client,
        timings: this.timings,
        announcement: () => this.announcement(),
        onChange: (state) => this.onMemberChange(state),
      });
      this.agent.start();
    } else if (config.mode === 'linkMaster') {
      this.registry = new MemberRegistry({
        repo: this.repo,
        client: this.client,
        live: this.live,
        timings: this.timings,
        key: () => this.key,
        now: () => Date.now(),
        self: () => ({
          uuid: this.self.uuid(),
          slotId: this.self.slotId(),
          type: this.self.type,
          versionSW: this.self.versionSW,
        }),
        groupDevices: () => [this.self.ownDevice(), ...(this.registry?.devices() ?? [])],
      });
      this.registry.start();
    }
  }

  private announcement(): Omit<JoinRequest, 'protocol'> {
    return {
      slotId: this.self.slotId(),
      uuid: this.self.uuid(),
      type: this.self.type,
      label: this.self.label(),
      versionSW: this.self.versionSW,
      linkingVersion: this.self.linkingVersion,
      url: `${this.self.address.ipAddress}:${this.self.address.port}`,
    };
  }

  private onMemberChange(state: MemberState): void {
    void state;
    this.live.flag('devices');
    this.live.flag('linkgroupcapabilities');
  }

  /** Accepts link-protocol credentials: a fresh token for this request, signed with the key. */
  verify(credentials: Credentials | undefined, method: string, path: string): boolean {
    if (!credentials || credentials.username !== LINK_USER || !this.key) return false;
    const scope = { method, path, audience: this.self.uuid() };
    const nonce = verifyToken(this.key, credentials.password, scope, Date.now());
    if (nonce === undefined) return false;
    // A socket handshake is checked twice (HTTP gate and socket.io); other calls are single-use.
    return method === 'SOCKET' || this.nonces.use(nonce, Date.now());
  }

  /** `Authorization` of one call to a proven peer; undefined before a key exists. */
  authorizationFor(peer: LinkPeer, method: string, path: string): string | undefined {
    return this.key ? linkAuthorization(this.key, peer, method, path, Date.now()) : undefined;
  }

  isLinkCredential(credentials: Credentials | undefined): boolean {
    return credentials?.username === LINK_USER;
  }

  /** The public identity answer (docs/link-protocol.md): public fields and a proof. */
  identity(challenge: string): LinkIdentity | undefined {
    if (!this.key) return undefined;
    const uuid = this.self.uuid();
    return {
      protocol: LINK_PROTOCOL_VERSION,
      uuid,
      slotId: this.self.slotId(),
      type: this.self.type,
      label: this.self.label(),
      versionSW: this.self.versionSW,
      linkingVersion: this.self.linkingVersion,
      mode: this.config.mode,
      isMaster: this.config.mode === 'linkMaster',
      maxDevices: this.self.maxDevices,
      proof: identityProof(this.key, challenge, uuid),
    };
  }

  view(): LinkView {
    const { mode, master } = this.config;
    const state = this.agent?.current();
    const outcome = mode === 'linkMember' ? (state?.outcome ?? 'none') : 'none';
    return {
      mode,
      master,
      isMaster: mode !== 'linkMember',
      masterStatus: deriveMasterStatus(mode, outcome),
      masterReachable: mode !== 'linkMember' || (state?.reachable ?? false),
    };
  }

  /** The other devices of the group: members on a master, the master's list on a member. */
  otherDevices(): Device[] {
    if (this.registry) return this.registry.devices();
    return this.agent?.current().groupDevices ?? [];
  }

  /** Device types of the members (on a master; none elsewhere). */
  memberTypes(): string[] {
    return this.registry ? this.repo.members().map((m) => m.type) : [];
  }

  /** Endpoints of the members, for the master's `EndpointInit`. */
  memberEndpoints(): Endpoint[] {
    return this.registry?.endpoints() ?? [];
  }

  join(request: JoinRequest): JoinReply | undefined {
    return this.registry?.join(request);
  }

  leave(uuid: string): boolean {
    return this.registry?.leave(uuid) ?? false;
  }

  /** `DELETE /api/2/devices/{id}` on the master; false when the slot is no member. */
  removeMember(slotId: number): boolean {
    return this.registry?.remove(slotId) ?? false;
  }

  /** The master of a member whose master answered the last heartbeat. */
  reachableMaster(): LinkPeer | undefined {
    const state = this.agent?.current();
    return state?.reachable && state.outcome === 'joined' ? state.peer : undefined;
  }

  isMember(): boolean {
    return this.config.mode === 'linkMember';
  }

  /** Whether another device of this slot is in the group as this device knows it. */
  knowsDevice(slotId: number): boolean {
    return this.otherDevices().some((d) => d.device_id === slotId);
  }

  /** Where a call for device `slotId` (not this one) goes. */
  routeTarget(slotId: number): RouteTarget {
    if (this.registry) {
      const peer = this.registry.peer(slotId);
      return peer ? { kind: 'peer', peer } : { kind: 'unknown' };
    }
    if (this.agent) {
      const known = this.agent.current().groupDevices.some((d) => d.device_id === slotId);
      if (!known) return { kind: 'unknown' };
      const master = this.reachableMaster();
      return master ? { kind: 'peer', peer: master } : { kind: 'unreachable', message: 'master' };
    }
    return { kind: 'unknown' };
  }

  /** Peers a `proxytarget` may name without a new identity probe: the master, the members. */
  knownPeer(host: string, port: number): LinkPeer | undefined {
    const master = this.agent?.current().peer;
    if (master && master.host === host && master.port === port) return master;
    for (const record of this.repo.members()) {
      const peer = this.registry?.peer(record.slotId);
      if (peer && peer.host === host && peer.port === port) return peer;
    }
    return undefined;
  }
}

function sameAddress(
  a: { host: string; port: number } | undefined,
  b: { host: string; port: number } | undefined,
): boolean {
  return a?.host === b?.host && a?.port === b?.port;
}
