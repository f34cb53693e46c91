import type { FastifyInstance } from 'fastify';
import type { Device, LinkingMode } from '@crosspoint/protocol/entities/device';
import type { Endpoint } from '@crosspoint/protocol/entities/endpoint';
import type { LinkGroupCapability } from '@crosspoint/protocol/entities/capability';
import { DeviceTypeNameSchema } from '@crosspoint/protocol/entities/device';
import { mergeLinkGroupCapabilities } from '@crosspoint/protocol/rules/link-group-capability';
import type { Credentials } from '../auth/basic-auth';
import type { Db } from '../db/database';
import type { LiveNotifier } from '../live/live-notifier';
import { profileOf, type DeviceProfile } from '../profiles/device-profiles';
import type { DeviceService } from '../services/device.service';
import { LinkConfigService } from './link-config.service';
import { LinkRepository } from './link.repository';
import { registerLinkRouting } from './link-routing';
import { registerLinkRoutes } from './link.routes';
import { LinkService } from './link.service';
import { SlotRenumberRepository } from './slot-renumber.repository';
import { DEFAULT_LINK_TIMINGS, type LinkTimings } from './link-timings';

/** Link options of `createDevice` (tests and the demo launcher). */
export interface DeviceLinkOptions {
  /** Linking configuration of a device never configured before (the demo links this way). */
  initial?: { mode: LinkingMode; master?: { host: string; port: number } };
  /** Shorter intervals for tests. */
  timings?: Partial<LinkTimings>;
}

/** What createDevice and buildApp need from the link module. */
export interface LinkWiring {
  service: LinkService;
  /** Link-protocol credentials of this request, or the public identity probe. */
  accepts(credentials: Credentials | undefined, method: string, url: string): boolean;
  /** The routing hook and the link routes; call right after the authentication hook. */
  register(app: FastifyInstance): void;
  memberEndpoints(): Endpoint[];
  /** The link group's capabilities: this device's merged with its members' (on a master). */
  linkGroupCapability(): LinkGroupCapability;
  start(): void;
  stop(): Promise<void>;
}

export interface LinkWiringDeps {
  db: Db;
  live: LiveNotifier;
  devices: DeviceService;
  profile: DeviceProfile;
  address: { ipAddress: string; port: number };
  options: DeviceLinkOptions | undefined;
  /** Restarts the device in-process after a slot change (decision 0075, issue 3's lifecycle). */
  restart: () => void;
}

/**
 * Builds the device's link state and plugs it into the device record (linking fields, the
 * group's devices), the authentication hook, the routes and the live socket's endpoint list.
 */
export function createLinkWiring(deps: LinkWiringDeps): LinkWiring {
  const { devices, profile } = deps;
  const repo = new LinkRepository(deps.db);
  const own = (): Device => devices.get(0);
  const service = new LinkService(
    repo,
    deps.live,
    {
      uuid: () => own().device_uuid,
      slotId: () => devices.slotId(),
      label: () => own().device_label,
      type: profile.type,
      versionSW: devices.versionSW,
      linkingVersion: 1,
      address: deps.address,
      maxDevices: profile.capability.linking.maxDevices,
      ownDevice: () => ({ ...own(), isHost: false }),
    },
    { ...DEFAULT_LINK_TIMINGS, ...deps.options?.timings },
  );
  devices.attachLink(service);
  const config = new LinkConfigService(
    service,
    {
      nameResolution: profile.capability.linking.nameResolution,
      linkingOptions: profile.capability.linking.options,
    },
    {
      renumber: (oldSlot, newSlot, config) =>
        new SlotRenumberRepository(deps.db, repo).renumber(oldSlot, newSlot, config),
      restart: deps.restart,
    },
  );
  return {
    service,
    accepts(credentials, method, url) {
      if (method === 'GET' && url.startsWith('/api/link/identity?')) return true;
      return service.verify(credentials, method, url);
    },
    register(app) {
      registerLinkRouting(app, { link: service, config, slotId: () => devices.slotId() });
      registerLinkRoutes(app, {
        link: service,
        config,
        repo,
        slotId: () => devices.slotId(),
        devices: () => devices.list(),
      });
    },
    memberEndpoints: () => service.memberEndpoints(),
    linkGroupCapability: () => {
      const members = service.memberTypes().flatMap((type) => {
        const known = DeviceTypeNameSchema.safeParse(type);
        return known.success ? [profileOf(known.data).linkGroupCapability] : [];
      });
      return mergeLinkGroupCapabilities(profile.linkGroupCapability, members);
    },
    start: () => {
      const initial = deps.options?.initial;
      service.start(initial ? { mode: initial.mode, master: initial.master } : undefined);
    },
    stop: () => service.stop(),
  };
}
