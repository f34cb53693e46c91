import type { FastifyInstance } from 'fastify';
import { DeviceTypeNameSchema } from '@crosspoint/protocol/entities/device';
import { profileOf } from '../profiles/device-profiles';
import { SERVER_INFO } from '../server-info';
import { HttpError } from '../http/http-error';
import { API_VERSIONS, type RouteDeps } from './route-deps';

/** Version and capability calls (architecture §9, ports spec §7 "Capabilities"). */
export function registerCapabilityRoutes(app: FastifyInstance, deps: RouteDeps): void {
  app.get('/api/1/version', async () => SERVER_INFO);
  for (const version of API_VERSIONS) {
    app.get<{ Params: { type: string } }>(
      `/api/${version}/capabilities/devices/:type`,
      async (request) => {
        const type = DeviceTypeNameSchema.safeParse(request.params.type);
        if (!type.success) throw new HttpError(404, `Unknown device type ${request.params.type}`);
        return profileOf(type.data).capability;
      },
    );
  }
  // A standalone device is a link group of one: its own capability is the group's.
  // On a link master, the whole group's (issue 7); a member forwards this call to its master.
  app.get(
    '/api/1/capabilities/linkgroup',
    async () => deps.link?.linkGroupCapability() ?? deps.profile.linkGroupCapability,
  );
  app.get<{ Params: { type: string } }>('/api/1/capabilities/interfaces/:type', async (request) =>
    deps.interfaces.capability(request.params.type),
  );
}
