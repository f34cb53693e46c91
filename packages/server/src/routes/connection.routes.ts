import type { FastifyInstance } from 'fastify';
import {
  ConnectionLabelBodySchema,
  NewConnectionBodySchema,
} from '@crosspoint/protocol/connection-contract';
import { parseIdParam, parseInput } from '../http/parse';
import type { RouteDeps } from './route-deps';

type ConnectionParams = { Params: { connectionId: string } };

const parseConnectionId = (raw: string | undefined): number => parseIdParam(raw, 'connection id');

/** `/api/1/connections` (ports spec §7 "Connections"). */
export function registerConnectionRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { connections } = deps.connectionFeature;
  app.get('/api/1/connections', async () => connections.list());
  app.get('/api/1/connections/liveStatus', () => connections.liveStatus());
  app.post('/api/1/connections', async (request) => {
    const body = parseInput(NewConnectionBodySchema, request.body, 'connection');
    return { ok: true, ...connections.add(body) };
  });
  app.put<ConnectionParams>('/api/1/connections/:connectionId', async (request) => {
    const id = parseConnectionId(request.params.connectionId);
    const body = parseInput(ConnectionLabelBodySchema, request.body, 'connection label');
    connections.rename(id, body.label);
    return { ok: true };
  });
  app.delete<ConnectionParams>('/api/1/connections/:connectionId', async (request) => {
    await connections.remove(parseConnectionId(request.params.connectionId));
    return { ok: true };
  });
}
