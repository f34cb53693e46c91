import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MESSAGES } from '@crosspoint/protocol/messages';
import { HttpError } from '../http/http-error';
import type { LinkConfigService } from './link-config.service';
import { RemoteError } from './link-config.service';
import { deviceScopedPath, isLinkGroupPath } from './link-paths';
import { hopsOf, MAX_HOPS, proxyRequest } from './link-proxy';
import type { LinkPeer } from './link-client';
import type { LinkService } from './link.service';

export interface LinkRoutingDeps {
  link: LinkService;
  config: LinkConfigService;
  /** This device's slot id (calls for it, or for 0, are served here). */
  slotId: () => number;
}

/**
 * The host's routing (docs/link-protocol.md "Routing"), an `onRequest` hook that runs after
 * authentication and before any route, so the body is still unread and can be streamed:
 * - `/api/{v}/devices/{id}/…` for another slot goes to that device (on the master) or to the
 *   master (on a member); unknown slots answer 404 'Cannot find device with ID';
 * - link-group resources on a member go to its master, or answer 503 with 'Connection to
 *   Link-Master lost: Use of this feature is disabled' while the master is unreachable;
 * - `GET /api/2/devices?proxytarget=host[:port]` reads a remote master's device list.
 */
export function registerLinkRouting(app: FastifyInstance, deps: LinkRoutingDeps): void {
  app.addHook('onRequest', async (request, reply) => {
    const [path = '', query = ''] = request.url.split('?', 2);
    if (path === '/api/2/devices' && request.method === 'GET' && query.includes('proxytarget=')) {
      return proxyTargetDevices(request, reply, deps, query);
    }
    const scoped = deviceScopedPath(path);
    if (scoped && scoped.deviceId !== 0 && scoped.deviceId !== deps.slotId()) {
      // device spec §7 "DELETE /api/2/devices/{deviceId}": the master removes a member itself
      // (the host's own id falls through to the route, which refuses it).
      if (request.method === 'DELETE' && scoped.rest === '' && path.startsWith('/api/2/')) {
        return deps.link.removeMember(scoped.deviceId)
          ? reply.send({ ok: true })
          : reply.code(404).send({ ok: false, message: MESSAGES.deviceNotFound });
      }
      // The record of another device is served from this host's list (isHost and isReachable
      // as seen from here); everything under it goes to that device.
      if (
        request.method === 'GET' &&
        scoped.rest === '' &&
        deps.link.knowsDevice(scoped.deviceId)
      ) {
        return undefined;
      }
      const target = deps.link.routeTarget(scoped.deviceId);
      if (target.kind === 'unknown') {
        return reply.code(404).send({ ok: false, message: MESSAGES.deviceNotFound });
      }
      if (target.kind === 'unreachable') {
        return reply.code(503).send({ ok: false, message: MESSAGES.masterLostFeatureDisabled });
      }
      return forward(request, reply, deps, target.peer, MESSAGES.linkMemberUnreachable);
    }
    if (deps.link.isMember() && isLinkGroupPath(path)) {
      const master = deps.link.reachableMaster();
      if (!master) {
        return reply.code(503).send({ ok: false, message: MESSAGES.masterLostFeatureDisabled });
      }
      return forward(request, reply, deps, master, MESSAGES.masterLostFeatureDisabled);
    }
    return undefined;
  });
}

function forward(
  request: FastifyRequest,
  reply: FastifyReply,
  deps: LinkRoutingDeps,
  peer: LinkPeer,
  unreachableMessage: string,
): FastifyReply {
  if (hopsOf(request) >= MAX_HOPS) {
    return reply.code(508).send({ ok: false, message: 'The call was routed in a loop.' });
  }
  const authorization = deps.link.authorizationFor(peer, request.method, request.url);
  if (!authorization) {
    return reply.code(503).send({ ok: false, message: MESSAGES.masterLostFeatureDisabled });
  }
  proxyRequest(request, reply, {
    peer,
    authorization,
    timeoutMs: deps.link.timings.proxyTimeoutMs,
    unreachableMessage,
  });
  return reply;
}

async function proxyTargetDevices(
  request: FastifyRequest,
  reply: FastifyReply,
  deps: LinkRoutingDeps,
  query: string,
): Promise<FastifyReply> {
  const target = new URLSearchParams(query).get('proxytarget') ?? '';
  try {
    return await reply.send(await deps.config.proxyDevices(target));
  } catch (error) {
    if (error instanceof HttpError || error instanceof RemoteError) {
      return reply.code(error.statusCode).send({ ok: false, message: error.message });
    }
    request.log.error(error);
    throw error;
  }
}
