import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { DialOutBodySchema, JoinBodySchema } from '@crosspoint/protocol/connection-contract';
import { MESSAGES } from '@crosspoint/protocol/messages';
import { HttpError } from '../http/http-error';
import { parseIdParam, parseInput } from '../http/parse';
import type { PortPath } from '../services/port-assignment.service';
import { parseDeviceId } from './device.routes';
import type { RouteDeps } from './route-deps';

type PortParams = { Params: { deviceId: string; interfaceId: string; portId: string } };
type CallParams = { Params: PortParams['Params'] & { callId: string } };

const PORT = '/api/1/devices/:deviceId/interfaces/:interfaceId/ports/:portId';
const UsageSchema = z.object({ percent: z.number().min(0).max(100).nullable() }).strict();

function portPath(params: PortParams['Params']): PortPath {
  return {
    deviceId: parseDeviceId(params.deviceId),
    interfaceId: parseIdParam(params.interfaceId, 'interface id'),
    portId: parseIdParam(params.portId, 'port id'),
  };
}

/**
 * Port calls of the connection work (ports spec §7): join and leave a connection, and SIP
 * calls. Also `/sim/usage`, which forces the device's resource usage for tests and training.
 */
export function registerPortAssignmentRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { assignments, calls, hardware, forceUsage } = deps.connectionFeature;
  app.post<PortParams>(`${PORT}/join`, async (request) => {
    const body = parseInput(JoinBodySchema, request.body, 'join');
    return { ok: true, ...(await assignments.join(portPath(request.params), body.target)) };
  });
  app.post<PortParams>(`${PORT}/leave`, async (request) => {
    const body = parseInput(JoinBodySchema, request.body, 'leave');
    await assignments.leave(portPath(request.params), body.target);
    return { ok: true };
  });
  app.get<PortParams>(`${PORT}/calls`, async (request) => calls.list(portPath(request.params)));
  app.post<PortParams>(`${PORT}/calls`, async (request) => {
    const body = parseInput(DialOutBodySchema, request.body, 'call');
    return { ok: true, ...calls.dial(portPath(request.params), body.uri) };
  });
  app.delete<PortParams>(`${PORT}/calls`, async (request) => {
    calls.hangUpAll(portPath(request.params));
    return { ok: true };
  });
  app.delete<CallParams>(`${PORT}/calls/:callId`, async (request) => {
    const path = portPath(request.params);
    const callId = /^\d{1,10}$/.test(request.params.callId) ? Number(request.params.callId) : NaN;
    if (Number.isNaN(callId)) throw new HttpError(404, MESSAGES.invalidCall);
    calls.hangUp(path, callId);
    return { ok: true };
  });
  app.post('/sim/usage', async (request) => {
    const body = parseInput(UsageSchema, request.body, 'usage');
    forceUsage(body.percent ?? undefined);
    return { ok: true, usage: hardware.usage() };
  });
  app.get('/sim/usage', async () => ({ usage: hardware.usage() }));
}
