import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { RouteDeps } from './route-deps';

const NOT_BUILT =
  'The Crosspoint console has not been built. Run `npm run build` at the repository root, then restart.';

/**
 * Serves the built console (issue 2): its files from `webRoot`, and `index.html` for `/` and
 * every `/view/...` path, since the console uses path-style routes (device spec §2).
 */
export async function registerConsoleRoutes(
  app: FastifyInstance,
  { webRoot }: RouteDeps,
): Promise<void> {
  if (webRoot === undefined) {
    const notBuilt = (_: unknown, reply: FastifyReply) => reply.type('text/plain').send(NOT_BUILT);
    app.get('/', notBuilt);
    app.get('/view/*', notBuilt);
    return;
  }
  await app.register(fastifyStatic, { root: webRoot, index: false, wildcard: true });
  const index = (_: unknown, reply: FastifyReply) =>
    reply.header('cache-control', 'no-cache').sendFile('index.html');
  app.get('/', index);
  app.get('/view', index);
  app.get('/view/*', index);
}
