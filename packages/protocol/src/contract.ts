import { z } from 'zod';
import { DeviceSchema } from './entities/device';
import {
  DeviceCapabilitySchema,
  InterfaceCapabilitySchema,
  LinkGroupCapabilitySchema,
} from './entities/capability';
import { AudioInterfaceSchema } from './entities/audio-interface';
import { PortSchema } from './entities/port';
import { RoleSchema } from './entities/role';
import { NullingStatusSchema } from './entities/port-update';
import { AlertSchema } from './entities/alert';

/** `GET /api/1/version` (architecture §9). */
export const VersionSchema = z.object({
  apiVersion: z.string(),
  serverName: z.string(),
  serverVersion: z.string(),
});
export type Version = z.infer<typeof VersionSchema>;

/** Action replies (architecture §9). */
export const OkReplySchema = z.object({
  ok: z.literal(true),
  message: z.string().optional(),
  id: z.number().int().optional(),
  res: z.string().optional(),
});
export const ErrorReplySchema = z.object({ ok: z.literal(false), message: z.string() });
export type OkReply = z.infer<typeof OkReplySchema>;
export type ErrorReply = z.infer<typeof ErrorReplySchema>;

/** A device id in a path: a non-negative integer, 0 meaning the host. */
export const DeviceIdParamSchema = z.coerce.number().int().min(0).max(255);

export const LabelBodySchema = z.object({ label: z.string().trim().min(1).max(64) }).strict();

export const PasswordChangeBodySchema = z
  .object({ oldPassword: z.string().max(256), newPassword: z.string().min(1).max(256) })
  .strict();

/**
 * The REST calls served so far: method, path (with `:params`) and response schema. The server
 * registers exactly these; the console's fetchers parse replies with the same schemas.
 */
export const CONTRACT = {
  version: { method: 'GET', path: '/api/1/version', response: VersionSchema },
  devices: { method: 'GET', path: '/api/2/devices', response: z.array(DeviceSchema) },
  device: { method: 'GET', path: '/api/:version/devices/:deviceId', response: DeviceSchema },
  deviceCapability: {
    method: 'GET',
    path: '/api/:version/devices/:deviceId/capability',
    response: DeviceCapabilitySchema,
  },
  deviceTypeCapability: {
    method: 'GET',
    path: '/api/1/capabilities/devices/:type',
    response: DeviceCapabilitySchema,
  },
  linkGroupCapability: {
    method: 'GET',
    path: '/api/1/capabilities/linkgroup',
    response: LinkGroupCapabilitySchema,
  },
  interfaceCapability: {
    method: 'GET',
    path: '/api/1/capabilities/interfaces/:type',
    response: InterfaceCapabilitySchema,
  },
  updateDevice: { method: 'PUT', path: '/api/:version/devices/:deviceId', response: OkReplySchema },
  interface: {
    method: 'GET',
    path: '/api/1/devices/:deviceId/interfaces/:interfaceId',
    response: AudioInterfaceSchema,
  },
  interfaces: {
    method: 'GET',
    path: '/api/1/devices/:deviceId/interfaces',
    response: z.array(AudioInterfaceSchema),
  },
  interfacePorts: {
    method: 'GET',
    path: '/api/1/devices/:deviceId/interfaces/:interfaceId/ports',
    response: z.array(PortSchema),
  },
  // device spec §7 "Alerts": only for device types containing LQ
  currentAlerts: {
    method: 'GET',
    path: '/api/1/devices/:deviceId/alerts/current',
    response: z.array(AlertSchema),
  },
  // ports spec §7 "Ports and interfaces" (bodies in entities/port-update.ts)
  updateInterface: {
    method: 'PUT',
    path: '/api/1/devices/:deviceId/interfaces/:interfaceId',
    response: OkReplySchema,
  },
  updatePorts: {
    method: 'PUT',
    path: '/api/1/devices/:deviceId/interfaces/:interfaceId/ports',
    response: OkReplySchema,
  },
  portGpoTest: {
    method: 'POST',
    path: '/api/1/devices/:deviceId/interfaces/:interfaceId/ports/:portId/gpo',
    response: OkReplySchema,
  },
  startNulling: {
    method: 'POST',
    path: '/api/1/devices/:deviceId/interfaces/:interfaceId/ports/:portId/nulling',
    response: OkReplySchema,
  },
  nullingStatus: {
    method: 'GET',
    path: '/api/1/devices/:deviceId/interfaces/:interfaceId/ports/:portId/nulling',
    response: NullingStatusSchema,
  },
  updatePassword: { method: 'PUT', path: '/api/1/users/:username', response: OkReplySchema },
  // Endpoint calls (device spec §7); bodies in rules/endpoint-actions.ts.
  updateEndpoint: {
    method: 'PUT',
    path: '/api/:version/devices/:deviceId/endpoints/:endpointId',
    response: OkReplySchema,
  },
  deleteEndpoint: {
    method: 'DELETE',
    path: '/api/:version/devices/:deviceId/endpoints/:endpointId',
    response: OkReplySchema,
  },
  endpointAction: {
    method: 'POST',
    path: '/api/:version/devices/:deviceId/endpoints/:endpointId/:action',
    response: OkReplySchema,
  },
  removeDevice: { method: 'DELETE', path: '/api/2/devices/:deviceId', response: OkReplySchema },
  roles: { method: 'GET', path: '/api/1/roles', response: z.array(RoleSchema) },
} as const;

/** Fills `:params` of a contract path. */
export function pathFor(path: string, params: Record<string, string | number>): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}
