import type { FastifyInstance } from 'fastify';
import { parseIdParam } from '../http/parse';
import { parseDeviceId } from './device.routes';
import type { RouteDeps } from './route-deps';

type InterfaceParams = { Params: { deviceId: string; interfaceId: string } };

const parseInterfaceId = (raw: string | undefined): number => parseIdParam(raw, 'interface id');

/** Interface and port reads (ports spec §7 "Ports and interfaces"). */
export function registerInterfaceRoutes(app: FastifyInstance, { interfaces }: RouteDeps): void {
  app.get<{ Params: { deviceId: string } }>(
    '/api/1/devices/:deviceId/interfaces',
    async (request) => interfaces.list(parseDeviceId(request.params.deviceId)),
  );
  app.get<InterfaceParams>('/api/1/devices/:deviceId/interfaces/:interfaceId', async (request) =>
    interfaces.get(
      parseDeviceId(request.params.deviceId),
      parseInterfaceId(request.params.interfaceId),
    ),
  );
  app.get<InterfaceParams>(
    '/api/1/devices/:deviceId/interfaces/:interfaceId/ports',
    async (request) =>
      interfaces.ports(
        parseDeviceId(request.params.deviceId),
        parseInterfaceId(request.params.interfaceId),
      ),
  );
}
