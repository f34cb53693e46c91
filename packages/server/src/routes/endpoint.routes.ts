import type { FastifyInstance } from 'fastify';
import {
  CallSignalBodySchema,
  ChangeRoleBodySchema,
  EmptyBodySchema,
  EndpointUpdateBodySchema,
  endpointActionOf,
} from '@crosspoint/protocol/rules/endpoint-actions';
import { MESSAGES } from '@crosspoint/protocol/messages';
import { HttpError } from '../http/http-error';
import { parseIdParam, parseInput } from '../http/parse';
import { parseDeviceId } from './device.routes';
import { API_VERSIONS, type RouteDeps } from './route-deps';

type EndpointParams = { Params: { deviceId: string; endpointId: string } };
type ActionParams = { Params: { deviceId: string; endpointId: string; action: string } };

/**
 * Endpoint calls (device spec §7 "Endpoints", ports spec §7):
 * `/api/{version}/devices/{deviceId}/endpoints/{endpointId}` PUT (label or settings), DELETE,
 * and POST `changerole`, `reboot`, `resetToDefault` (also `resettodefault`), `rmk`, `callSig`.
 * Served for the host's own endpoints; calls for another device are routed by the link work.
 */
export function registerEndpointRoutes(
  app: FastifyInstance,
  { devices, endpointActions, roles }: RouteDeps,
): void {
  // ports spec §7 "GET ... /api/1/roles": read-only here, for the endpoint role selectors
  // (docs/decisions/0042-endpoint-roles.md); the roles screen's work owns the rest.
  app.get('/api/1/roles', async () => roles.all());

  const target = (params: EndpointParams['Params']): number => {
    devices.resolve(parseDeviceId(params.deviceId));
    return parseIdParam(params.endpointId, 'endpoint id');
  };
  for (const version of API_VERSIONS) {
    const path = `/api/${version}/devices/:deviceId/endpoints/:endpointId`;
    app.put<EndpointParams>(path, async (request) => {
      const id = target(request.params);
      endpointActions.update(id, parseInput(EndpointUpdateBodySchema, request.body, 'endpoint'));
      return { ok: true };
    });
    app.delete<EndpointParams>(path, async (request) => {
      endpointActions.delete(target(request.params));
      return { ok: true };
    });
    app.post<ActionParams>(`${path}/:action`, async (request) => {
      const id = target(request.params);
      const action = endpointActionOf(request.params.action);
      const body: unknown = request.body;
      switch (action) {
        case 'changerole':
          endpointActions.changeRole(id, parseInput(ChangeRoleBodySchema, body, 'role change').id);
          break;
        case 'callSig':
          endpointActions.callSignal(id, parseInput(CallSignalBodySchema, body, 'call signal'));
          break;
        case 'reboot':
          parseInput(EmptyBodySchema, body, 'reboot');
          endpointActions.reboot(id);
          break;
        case 'resetToDefault':
          parseInput(EmptyBodySchema, body, 'reset to default');
          endpointActions.resetToDefault(id);
          break;
        case 'rmk':
          parseInput(EmptyBodySchema, body, 'remote mic kill');
          endpointActions.remoteMicKill(id);
          break;
        case undefined:
          throw new HttpError(404, MESSAGES.unknownEndpointAction(request.params.action));
      }
      return { ok: true };
    });
  }

  // device spec §2 "Overview page": "remove a device"; §7 "DELETE /api/2/devices/{deviceId}".
  // A standalone device has only itself, which cannot be removed; removing a link-group
  // member belongs to the link-group work (issue 7), which replaces this refusal.
  app.delete<{ Params: { deviceId: string } }>('/api/2/devices/:deviceId', async (request) => {
    devices.resolve(parseDeviceId(request.params.deviceId));
    throw new HttpError(400, MESSAGES.hostCannotBeRemoved);
  });
}
