import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  AudioMonitorBodySchema,
  OtaStateBodySchema,
  SetDateTimeBodySchema,
  SetNetModeBodySchema,
  SetupNetworkBodySchema,
} from '@crosspoint/protocol/device-admin-contract';
import { parseInput } from '../http/parse';
import { parseDeviceId } from './device.routes';
import { API_VERSIONS, type RouteDeps } from './route-deps';

type DeviceParams = { Params: { deviceId: string } };

/** Actions without a body accept none, or an empty JSON object. */
const EmptyBodySchema = z.union([z.undefined(), z.null(), z.object({}).strict()]);
const ResetQuerySchema = z.object({ network: z.literal('keep').optional() }).strict();

/**
 * Device administration calls (device spec §7): network, net mode, clock, audio monitor, OTA
 * registration, snapshot, reboot, restart of services and reset to default. Routes parse;
 * the services decide (issue 3).
 */
export function registerDeviceAdminRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { settings, snapshot, maintenance } = deps.deviceAdmin;
  const ok = { ok: true } as const;

  app.post<DeviceParams>('/api/2/devices/:deviceId/setupnetwork', async (request) => {
    const deviceId = parseDeviceId(request.params.deviceId);
    const body = parseInput(SetupNetworkBodySchema, request.body, 'network settings');
    settings.setupNetwork(deviceId, body.network);
    return ok;
  });

  for (const v of API_VERSIONS) {
    const base = `/api/${v}/devices/:deviceId`;
    const id = (request: { params: { deviceId: string } }): number =>
      parseDeviceId(request.params.deviceId);
    const empty = (body: unknown): void => {
      parseInput(EmptyBodySchema, body, 'request body');
    };

    app.post<DeviceParams>(`${base}/setnetmode`, async (request) => {
      const deviceId = id(request);
      settings.setNetMode(
        deviceId,
        parseInput(SetNetModeBodySchema, request.body, 'net mode').mode,
      );
      return ok;
    });
    app.post<DeviceParams>(`${base}/audiomonitor`, async (request) => {
      const deviceId = id(request);
      const body = parseInput(AudioMonitorBodySchema, request.body, 'audio monitor');
      settings.setAudioMonitor(deviceId, body.monitoring);
      return ok;
    });
    app.get<DeviceParams>(`${base}/getDateTime`, async (request) => settings.dateTime(id(request)));
    app.post<DeviceParams>(`${base}/setDateTime`, async (request) => {
      const deviceId = id(request);
      const body = parseInput(SetDateTimeBodySchema, request.body, 'date and time');
      settings.setDateTime(deviceId, body.dateTime);
      return ok;
    });
    app.post<DeviceParams>(`${base}/otastate`, async (request) => {
      const deviceId = id(request);
      const body = parseInput(OtaStateBodySchema, request.body, 'OTA state');
      settings.setOtaState(deviceId, body.OTAState);
      return ok;
    });
    app.post<DeviceParams>(`${base}/snapshot`, async (request) => {
      const deviceId = id(request);
      empty(request.body);
      snapshot.start(deviceId);
      return ok;
    });
    app.get<DeviceParams>(`${base}/snapshotinfo`, async (request) => snapshot.info(id(request)));
    app.get<DeviceParams>(`${base}/snapshot`, async (request, reply) => {
      const file = await snapshot.file(id(request));
      return reply
        .header('content-type', 'application/gzip')
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .send(file.data);
    });
    app.post<DeviceParams>(`${base}/reboot`, async (request) => {
      const deviceId = id(request);
      empty(request.body);
      maintenance.reboot(deviceId);
      return ok;
    });
    app.post<DeviceParams>(`${base}/restartServices`, async (request) => {
      const deviceId = id(request);
      empty(request.body);
      maintenance.restartServices(deviceId);
      return ok;
    });
    app.post<DeviceParams>(`${base}/resettodefault`, async (request) => {
      const deviceId = id(request);
      const query = parseInput(ResetQuerySchema, request.query, 'query');
      empty(request.body);
      maintenance.resetToDefault(deviceId, query.network === 'keep');
      return ok;
    });
  }
}
