import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { DEVICE_PUT_FIELDS } from '@crosspoint/protocol/entities/device';
import { LabelBodySchema } from '@crosspoint/protocol/contract';
import { HttpError } from '../http/http-error';
import { parseIdParam, parseInput } from '../http/parse';
import { API_VERSIONS, type RouteDeps } from './route-deps';
import { parseDeviceField } from './device-field';

type DeviceParams = { Params: { deviceId: string } };

const PutBodySchema = z.record(z.string(), z.unknown());

/** Device id in a path: 0 is the host, slot ids are at most 255 (architecture §2). */
export function parseDeviceId(raw: string | undefined): number {
  return parseIdParam(raw, 'device id', 255);
}

/**
 * Device calls (device spec §7): list, get, capability and the single-field `PUT`. The
 * Station and Wireless fields are parsed by `parseDeviceField` and applied by the device
 * settings service (issue 3); keysets and groups are refused clearly until the roles work.
 */
export function registerDeviceRoutes(
  app: FastifyInstance,
  { devices, deviceAdmin }: RouteDeps,
): void {
  app.get('/api/2/devices', async () => devices.list());
  for (const version of API_VERSIONS) {
    app.get<DeviceParams>(`/api/${version}/devices/:deviceId`, async (request) =>
      devices.get(parseDeviceId(request.params.deviceId)),
    );
    app.get<DeviceParams>(`/api/${version}/devices/:deviceId/capability`, async (request) =>
      devices.capability(parseDeviceId(request.params.deviceId)),
    );
    app.put<DeviceParams>(`/api/${version}/devices/:deviceId`, async (request) => {
      const deviceId = parseDeviceId(request.params.deviceId);
      devices.resolve(deviceId);
      const body = parseInput(PutBodySchema, request.body, 'request body');
      const fields = Object.keys(body);
      const field = fields[0];
      if (fields.length !== 1 || field === undefined) {
        throw new HttpError(
          400,
          `Exactly one field can be changed at a time (got ${fields.length}).`,
        );
      }
      if (!(DEVICE_PUT_FIELDS as readonly string[]).includes(field)) {
        throw new HttpError(400, `Unknown device field ${JSON.stringify(field)}.`);
      }
      if (field !== 'label') {
        deviceAdmin.settings.updateField(deviceId, parseDeviceField(field, body));
        return { ok: true };
      }
      devices.updateLabel(deviceId, parseInput(LabelBodySchema, body, 'label').label);
      return { ok: true };
    });
  }
}
