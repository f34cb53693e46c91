import { z } from 'zod';
import { ConnectionTypeSchema } from './entities/capability';
import { ConnectionLiveStatusSchema, ConnectionSchema } from './entities/connection';
import { SipCallSchema } from './entities/sip-call';
import { OkReplySchema } from './contract';

/** `POST /api/1/connections` body (ports spec §7). */
export const NewConnectionBodySchema = z
  .object({ type: ConnectionTypeSchema, label: z.string().trim().min(1).max(64).optional() })
  .strict();

/** `PUT /api/1/connections/{id}` body: the label (ports spec §7). */
export const ConnectionLabelBodySchema = z
  .object({ label: z.string().trim().min(1).max(64) })
  .strict();

/** Join and leave body (architecture §9): `{ "target": "/api/1/connections/3" }`. */
export const JoinBodySchema = z.object({ target: z.string().max(200) }).strict();

/** `POST …/ports/{portId}/calls` body (ports spec §7). */
export const DialOutBodySchema = z.object({ uri: z.string().trim().min(1).max(256) }).strict();

/** A join reply carries the conference id (architecture §9). */
export const JoinReplySchema = OkReplySchema.extend({ confId: z.number().int() });

/** The connection and SIP-call calls (ports spec §7), as `CONTRACT` describes the others. */
export const CONNECTION_CONTRACT = {
  connections: { method: 'GET', path: '/api/1/connections', response: z.array(ConnectionSchema) },
  connectionsLiveStatus: {
    method: 'GET',
    path: '/api/1/connections/liveStatus',
    response: z.array(ConnectionLiveStatusSchema),
  },
  addConnection: { method: 'POST', path: '/api/1/connections', response: OkReplySchema },
  updateConnection: {
    method: 'PUT',
    path: '/api/1/connections/:connectionId',
    response: OkReplySchema,
  },
  deleteConnection: {
    method: 'DELETE',
    path: '/api/1/connections/:connectionId',
    response: OkReplySchema,
  },
  joinPort: {
    method: 'POST',
    path: '/api/1/devices/:deviceId/interfaces/:interfaceId/ports/:portId/join',
    response: JoinReplySchema,
  },
  leavePort: {
    method: 'POST',
    path: '/api/1/devices/:deviceId/interfaces/:interfaceId/ports/:portId/leave',
    response: OkReplySchema,
  },
  portCalls: {
    method: 'GET',
    path: '/api/1/devices/:deviceId/interfaces/:interfaceId/ports/:portId/calls',
    response: z.array(SipCallSchema),
  },
  dialOut: {
    method: 'POST',
    path: '/api/1/devices/:deviceId/interfaces/:interfaceId/ports/:portId/calls',
    response: OkReplySchema,
  },
  hangUp: {
    method: 'DELETE',
    path: '/api/1/devices/:deviceId/interfaces/:interfaceId/ports/:portId/calls/:callId',
    response: OkReplySchema,
  },
  hangUpAll: {
    method: 'DELETE',
    path: '/api/1/devices/:deviceId/interfaces/:interfaceId/ports/:portId/calls',
    response: OkReplySchema,
  },
} as const;
