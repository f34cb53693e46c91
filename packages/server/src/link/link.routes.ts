import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { Device } from '@crosspoint/protocol/entities/device';
import {
  JoinRequestSchema,
  LinkingConfigBodySchema,
  type LinkingSlots,
} from '@crosspoint/protocol/link-protocol';
import { MESSAGES } from '@crosspoint/protocol/messages';
import { availableSlots } from '@crosspoint/protocol/rules/link-group';
import { parseBasicAuth } from '../auth/basic-auth';
import { HttpError } from '../http/http-error';
import { parseInput } from '../http/parse';
import type { LinkRepository } from './link.repository';
import { RemoteError, type LinkConfigService } from './link-config.service';
import type { LinkService } from './link.service';

export interface LinkRouteDeps {
  link: LinkService;
  config: LinkConfigService;
  repo: LinkRepository;
  slotId: () => number;
  /** This device's own list of the group (GET /api/2/devices). */
  devices: () => Device[];
}

type DeviceParams = { Params: { deviceId: string } };

const ChallengeSchema = z.object({ challenge: z.string().regex(/^[0-9a-f]{16,64}$/) });
const LeaveSchema = z.object({ uuid: z.string().min(1).max(64) }).strict();
const SlotsQuerySchema = z.object({ uuid: z.string().min(1).max(64) });
const MasterQuerySchema = z.object({ master: z.string().min(1).max(300) });

/** Device id in a linking path: 0 or this device's slot (others were routed already). */
function ownDevice(raw: string, slotId: number): void {
  const id = Number(raw);
  if (!/^\d{1,3}$/.test(raw) || (id !== 0 && id !== slotId)) {
    throw new HttpError(404, MESSAGES.deviceNotFound);
  }
}

/** Sends a remote failure (502/504) as `{ ok: false, message }`, other errors as usual. */
async function remoteAware<T>(
  reply: FastifyReply,
  work: () => Promise<T>,
): Promise<T | FastifyReply> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof RemoteError) {
      return reply.code(error.statusCode).send({ ok: false, message: error.message });
    }
    throw error;
  }
}

/**
 * The link protocol's own calls (`/api/link/…`, docs/link-protocol.md) and the console's
 * linking calls (device spec §7): updatelinkingconfig, the slot list, removing a member.
 */
export function registerLinkRoutes(app: FastifyInstance, deps: LinkRouteDeps): void {
  const { link } = deps;
  const requireLinkCaller = (authorization: string | undefined): void => {
    if (!link.isLinkCredential(parseBasicAuth(authorization))) {
      throw new HttpError(403, 'Only another device of the link group may call this.');
    }
  };

  app.get('/api/link/identity', async (request) => {
    const { challenge } = parseInput(ChallengeSchema, request.query, 'query');
    const identity = link.identity(challenge);
    if (!identity) throw new HttpError(409, 'This device has no link key yet.');
    return identity;
  });

  app.post('/api/link/join', async (request) => {
    requireLinkCaller(request.headers.authorization);
    const reply = link.join(parseInput(JoinRequestSchema, request.body, 'join request'));
    if (!reply) throw new HttpError(409, MESSAGES.invalidLinkMaster);
    return reply;
  });

  app.post('/api/link/leave', async (request) => {
    requireLinkCaller(request.headers.authorization);
    const { uuid } = parseInput(LeaveSchema, request.body, 'leave request');
    return { ok: link.leave(uuid) };
  });

  app.get('/api/link/devices', async (request) => {
    requireLinkCaller(request.headers.authorization);
    return deps.devices().map((d) => ({ ...d, isHost: false }));
  });

  app.get('/api/link/slots', async (request): Promise<LinkingSlots> => {
    requireLinkCaller(request.headers.authorization);
    const { uuid } = parseInput(SlotsQuerySchema, request.query, 'query');
    if (link.currentConfig().mode !== 'linkMaster') {
      throw new HttpError(409, MESSAGES.invalidLinkMaster);
    }
    const taken = [
      { slot: deps.slotId(), uuid: link.self.uuid() },
      ...deps.repo.members().map((m) => ({ slot: m.slotId, uuid: m.uuid })),
    ];
    return {
      masterType: link.self.type,
      masterLabel: link.self.label(),
      masterVersionSW: link.self.versionSW,
      maxDevices: link.self.maxDevices,
      deviceCount: taken.length,
      slots: availableSlots(link.self.maxDevices, taken, uuid),
    };
  });

  app.get<DeviceParams>('/api/2/devices/:deviceId/linkingslots', async (request, reply) => {
    ownDevice(request.params.deviceId, deps.slotId());
    const { master } = parseInput(MasterQuerySchema, request.query, 'query');
    return remoteAware(reply, () => deps.config.slots(master));
  });

  for (const version of ['1', '2']) {
    app.post<DeviceParams>(
      `/api/${version}/devices/:deviceId/updatelinkingconfig`,
      async (request, reply) => {
        ownDevice(request.params.deviceId, deps.slotId());
        const body = parseInput(LinkingConfigBodySchema, request.body, 'linking configuration');
        return remoteAware(reply, async () => {
          await deps.config.update(body);
          return { ok: true };
        });
      },
    );
  }
}
