import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import { MESSAGES } from '@crosspoint/protocol/messages';
import { parseBasicAuth, WWW_AUTHENTICATE } from '../auth/basic-auth';
import { isCrossOrigin, UNSAFE_METHODS } from '../auth/same-origin';
import type { RouteDeps } from '../routes/route-deps';
import { registerCapabilityRoutes } from '../routes/capability.routes';
import { registerConsoleRoutes } from '../routes/console.routes';
import { registerDeviceRoutes } from '../routes/device.routes';
import { registerEndpointRoutes } from '../routes/endpoint.routes';
import { registerInterfaceRoutes } from '../routes/interface.routes';
import { registerSimRoutes } from '../routes/sim.routes';
import { registerBackupRoutes } from '../routes/backup.routes';
import { registerDeviceAdminRoutes } from '../routes/device-admin.routes';
import { registerOtaSimRoutes } from '../routes/ota-sim.routes';
import { registerUserRoutes } from '../routes/user.routes';
import { registerPortRoutes } from '../routes/port.routes';
import { registerConnectionRoutes } from '../routes/connection.routes';
import { registerPortAssignmentRoutes } from '../routes/port-assignment.routes';
import { registerAlertRoutes } from '../routes/alert.routes';
import type { HttpError } from './http-error';

export interface AppOptions {
  logger: boolean;
  /** Largest accepted request body, from the device capability (architecture §7). */
  bodyLimit: number;
}

/**
 * The HTTP app: Basic authentication on every route (API, console files, `/sim`, unknown
 * paths), then the same-origin rule for unsafe methods, then the routes. Every failure is
 * `{ ok: false, message }` with a 4xx status; only real bugs are 500s.
 */
export async function buildApp(deps: RouteDeps, options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: options.logger, bodyLimit: options.bodyLimit });

  app.addHook('onRequest', async (request, reply) => {
    const credentials = parseBasicAuth(request.headers.authorization);
    const linkCall = deps.link?.accepts(credentials, request.method, request.url) ?? false;
    if (!linkCall && !(await deps.users.verify(credentials))) {
      return reply
        .code(401)
        .header('www-authenticate', WWW_AUTHENTICATE)
        .send({ ok: false, message: MESSAGES.unauthorized });
    }
    if (UNSAFE_METHODS.has(request.method) && isCrossOrigin(request.headers)) {
      return reply.code(403).send({ ok: false, message: MESSAGES.crossOrigin });
    }
    return undefined;
  });

  // The link group's routing runs right after authentication, before any route (issue 7).
  deps.link?.register(app);

  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    const status = error.statusCode ?? 500;
    // 503 is deliberate too: a link-group call while the master is lost (ports spec §8).
    if ((status >= 400 && status < 500) || status === 503) {
      return reply.code(status).send({ ok: false, message: error.message });
    }
    request.log.error(error);
    return reply.code(500).send({ ok: false, message: 'Internal server error.' });
  });

  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send({ ok: false, message: `Not found: ${request.method} ${request.url}` }),
  );

  registerCapabilityRoutes(app, deps);
  registerDeviceRoutes(app, deps);
  registerEndpointRoutes(app, deps);
  registerInterfaceRoutes(app, deps);
  registerPortRoutes(app, deps);
  registerUserRoutes(app, deps);
  registerConnectionRoutes(app, deps);
  registerPortAssignmentRoutes(app, deps);
  registerSimRoutes(app, deps);
  registerAlertRoutes(app, deps);
  registerDeviceAdminRoutes(app, deps);
  registerOtaSimRoutes(app, deps);
  await registerBackupRoutes(app, deps);
  await registerConsoleRoutes(app, deps);
  return app;
}
