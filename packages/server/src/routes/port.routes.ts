import type { FastifyInstance } from 'fastify';
import {
  GpoTestBodySchema,
  InterfaceUpdateBodySchema,
  PortsUpdateBodySchema,
} from '@crosspoint/protocol/entities/port-update';
import { HttpError } from '../http/http-error';
import { parseIdParam, parseInput } from '../http/parse';
import { parseDeviceId } from './device.routes';
import type { RouteDeps } from './route-deps';

type InterfaceParams = { Params: { deviceId: string; interfaceId: string } };
type PortParams = { Params: { deviceId: string; interfaceId: string; portId: string } };

/** `PUT /interfaces/{ids}`: "one body applied to each id" (ports spec §7), ids comma-separated. */
function parseInterfaceIds(raw: string): number[] {
  const ids = raw.split(',').map((part) => parseIdParam(part, 'interface id'));
  if (ids.length > 64) throw new HttpError(400, 'Too many interface ids.');
  return ids;
}

function portPath(params: PortParams['Params']) {
  return [
    parseDeviceId(params.deviceId),
    parseIdParam(params.interfaceId, 'interface id'),
    parseIdParam(params.portId, 'port id'),
  ] as const;
}

/** Port and interface changes and actions (ports spec §7 "Ports and interfaces"). */
export function registerPortRoutes(app: FastifyInstance, { ports }: RouteDeps): void {
  const base = '/api/1/devices/:deviceId/interfaces/:interfaceId';

  app.put<InterfaceParams>(base, async (request) => {
    const deviceId = parseDeviceId(request.params.deviceId);
    const ids = parseInterfaceIds(request.params.interfaceId);
    const body = parseInput(InterfaceUpdateBodySchema, request.body, 'interface settings');
    ports.settings.updateInterfaces(deviceId, ids, body);
    return { ok: true };
  });

  app.put<InterfaceParams>(`${base}/ports`, async (request) => {
    const deviceId = parseDeviceId(request.params.deviceId);
    const interfaceId = parseIdParam(request.params.interfaceId, 'interface id');
    const body = parseInput(PortsUpdateBodySchema, request.body, 'port settings');
    ports.settings.updatePorts(deviceId, interfaceId, body);
    return { ok: true };
  });

  app.post<PortParams>(`${base}/ports/:portId/gpo`, async (request) => {
    const body = parseInput(GpoTestBodySchema, request.body, 'GPO test');
    ports.actions.testGpo(...portPath(request.params), body.enabled, body.timeout);
    return { ok: true };
  });

  app.post<PortParams>(`${base}/ports/:portId/nulling`, async (request) => {
    ports.actions.startNulling(...portPath(request.params));
    return { ok: true };
  });

  app.get<PortParams>(`${base}/ports/:portId/nulling`, async (request) =>
    ports.actions.nullingStatus(...portPath(request.params)),
  );
}
