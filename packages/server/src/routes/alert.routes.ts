import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parseIdParam, parseInput } from '../http/parse';
import { parseDeviceId } from './device.routes';
import type { RouteDeps } from './route-deps';

const RaiseAlertSchema = z
  .object({
    interface_id: z.number().int().min(0),
    code: z.string().trim().min(1).max(64).optional(),
    message: z.string().trim().min(1).max(256),
  })
  .strict();

/**
 * Interface alerts (device spec §7 "Alerts", decision 0045): the device call, and the `/sim`
 * calls that raise and clear an alert on the virtual hardware.
 */
export function registerAlertRoutes(app: FastifyInstance, { alerts }: RouteDeps): void {
  app.get<{ Params: { deviceId: string } }>(
    '/api/1/devices/:deviceId/alerts/current',
    async (request) => alerts.current(parseDeviceId(request.params.deviceId)),
  );
  app.post('/sim/alerts', async (request) => {
    const body = parseInput(RaiseAlertSchema, request.body, 'alert');
    alerts.raise({
      interfaceId: body.interface_id,
      message: body.message,
      ...(body.code === undefined ? {} : { code: body.code }),
    });
    return { ok: true };
  });
  app.delete<{ Params: { interfaceId: string } }>('/sim/alerts/:interfaceId', async (request) => {
    alerts.clear(parseIdParam(request.params.interfaceId, 'interface id'));
    return { ok: true };
  });
}
