import { z } from 'zod';
import { DeviceSchema, type Device } from '@crosspoint/protocol/entities/device';
import type { LinkingConfigBody, LinkingSlots } from '@crosspoint/protocol/link-protocol';
import { LinkingSlotsSchema } from '@crosspoint/protocol/link-protocol';
import { MESSAGES } from '@crosspoint/protocol/messages';
import { parseMasterAddress, type MasterAddress } from '@crosspoint/protocol/rules/link-address';
import { checkRemoteMaster } from '@crosspoint/protocol/rules/link-group';
import { HttpError } from '../http/http-error';
import { LinkCallError, type LinkPeer } from './link-client';
import type { LinkConfig } from './link.repository';
import type { LinkService } from './link.service';

/** What the address rule needs to know about this device. */
export interface AddressContextSource {
  nameResolution: boolean;
  linkingOptions: readonly string[];
}

/** How a slot change is carried out (decision 0075): renumber the data, then restart. */
export interface SlotChange {
  /** Renumbers every stored id of `oldSlot` and stores `config`, in one transaction. */
  renumber(oldSlot: number, newSlot: number, config: LinkConfig): void;
  /** Restarts the device in-process so hardware and live hub rebuild with the new ids. */
  restart(): void;
}

/**
 * The linking calls a console makes (device spec §5, §7): change the linking configuration,
 * read a master's free slots, read a remote master's devices (`proxytarget`). Every remote is
 * checked with the protocol rules first and called only after it proved its identity.
 */
export class LinkConfigService {
  constructor(
    private readonly link: LinkService,
    private readonly source: AddressContextSource,
    private readonly slotChange: SlotChange,
  ) {}

  /** Parses `host[:port]` with the rule of device spec §5; 400 with its message. */
  parseAddress(text: string): MasterAddress {
    const { address } = this.link.self;
    const result = parseMasterAddress(text, {
      nameResolution: this.source.nameResolution,
      deviceIp: address.ipAddress,
      devicePort: address.port,
      deviceNames: address.ipAddress.startsWith('127.') ? ['localhost'] : [],
    });
    if (!result.ok) throw new HttpError(400, result.message);
    return result.address;
  }

  /** `POST /api/2/devices/{id}/updatelinkingconfig`: checks, stores, re-initialises. */
  async update(body: LinkingConfigBody): Promise<void> {
    if (!this.source.linkingOptions.includes(body.mode)) {
      throw new HttpError(400, `This device does not support the linking mode ${body.mode}.`);
    }
    if (body.mode !== 'linkMember') {
      await this.link.apply({ mode: body.mode, master: undefined });
      return;
    }
    if (body.masterIp === undefined || body.masterIp === '') {
      throw new HttpError(400, MESSAGES.linkMasterIpInvalid);
    }
    const text = body.masterMgmtPort ? `${body.masterIp}:${body.masterMgmtPort}` : body.masterIp;
    const address = this.parseAddress(text);
    const own = this.link.self.slotId();
    const slotId = body.slotId ?? own;
    const identity = await this.probe(address);
    const problem = checkRemoteMaster(
      { type: this.link.self.type, versionSW: this.link.self.versionSW },
      identity,
    );
    if (problem !== null) throw new HttpError(400, problem);
    const config: LinkConfig = {
      mode: 'linkMember',
      master: { host: address.host, port: address.port },
    };
    if (slotId === own) {
      await this.link.apply(config);
      return;
    }
    // decision 0075: another slot must be free on the master (device spec §5 slot list).
    const offer = await this.slotsAt(address, identity.uuid);
    if (!offer.slots.includes(slotId)) {
      throw new HttpError(
        409,
        offer.slots.length === 0 ? MESSAGES.noSlotsAvailable : MESSAGES.slotConflict,
      );
    }
    // Leave the current group first (a master drops its members), then renumber and restart.
    await this.link.apply({ mode: 'disabled', master: undefined });
    this.slotChange.renumber(own, slotId, config);
    this.slotChange.restart();
  }

  /** The slots a master offers this device, with its device count (too-many warning). */
  async slots(text: string): Promise<LinkingSlots> {
    const address = this.parseAddress(text);
    const identity = await this.probe(address);
    const problem = checkRemoteMaster(
      { type: this.link.self.type, versionSW: this.link.self.versionSW },
      identity,
    );
    if (problem !== null) throw new HttpError(400, problem);
    return this.slotsAt(address, identity.uuid);
  }

  private async slotsAt(address: MasterAddress, uuid: string): Promise<LinkingSlots> {
    const peer = { host: address.host, port: address.port, uuid };
    const path = `/api/link/slots?uuid=${encodeURIComponent(this.link.self.uuid())}`;
    return this.remote(() => this.link.client.call(peer, 'GET', path, LinkingSlotsSchema));
  }

  /**
   * `GET /api/2/devices?proxytarget=host[:port]` (device spec §7): the device list of a remote
   * link master. Only the configured master, a known member, or a host that passes the
   * identity probe is called; the browser's credentials never leave this device.
   */
  async proxyDevices(text: string): Promise<Device[]> {
    const address = this.parseAddress(text);
    const peer: LinkPeer = this.link.knownPeer(address.host, address.port) ?? {
      host: address.host,
      port: address.port,
      uuid: (await this.probe(address)).uuid,
    };
    return this.remote(() =>
      this.link.client.call(peer, 'GET', '/api/link/devices', z.array(DeviceSchema)),
    );
  }

  private async probe(address: MasterAddress) {
    return this.remote(() => this.link.client.probe(address));
  }

  /** Maps a failed call to the spec's message (device spec §8) with a 502/504 status. */
  private async remote<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      if (!(error instanceof LinkCallError)) throw error;
      if (error.kind === 'status' && error.status !== undefined && error.status < 500) {
        throw new HttpError(400, error.message);
      }
      throw new RemoteError(error.kind === 'timeout' ? 504 : 502, MESSAGES.linkMasterRefused);
    }
  }
}

/** A remote device failed (not the client's input): 502 or 504 with the spec's message. */
export class RemoteError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}
