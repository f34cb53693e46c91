import type { IncomingMessage, Server as HttpServer, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { MESSAGES } from '@crosspoint/protocol/messages';
import { WWW_AUTHENTICATE } from '../auth/basic-auth';

const SOCKET_PATH = '/socket.io/';

type RequestListener = (request: IncomingMessage, response: ServerResponse) => void;
type UpgradeListener = (request: IncomingMessage, socket: Duplex, head: Buffer) => void;

/**
 * Puts HTTP Basic authentication in front of the live socket's HTTP requests (architecture §7).
 *
 * Engine.IO answers its own requests before Fastify sees them, and a browser sends cached Basic
 * credentials only to paths below the one it was challenged on (`/view/…` is not above
 * `/socket.io/`) or after a 401 challenge. Answering an unauthenticated handshake with 401 and
 * `WWW-Authenticate` makes the browser retry with the credentials it already has, instead of
 * the socket failing to start. Call after socket.io is attached to the server.
 */
export function gateSocketHandshake(
  server: HttpServer,
  isAuthorized: (authorization: string | undefined) => Promise<boolean>,
): void {
  const requestListeners = server.listeners('request') as RequestListener[];
  server.removeAllListeners('request');
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const forward = () =>
      requestListeners.forEach((listener) => listener.call(server, request, response));
    if (!request.url?.startsWith(SOCKET_PATH)) return forward();
    isAuthorized(request.headers.authorization).then(
      (ok) => (ok ? forward() : refuse(response)),
      () => refuse(response),
    );
  });

  const upgradeListeners = server.listeners('upgrade') as UpgradeListener[];
  server.removeAllListeners('upgrade');
  server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const forward = () =>
      upgradeListeners.forEach((listener) => listener.call(server, request, socket, head));
    if (!request.url?.startsWith(SOCKET_PATH)) return forward();
    isAuthorized(request.headers.authorization).then(
      (ok) => (ok ? forward() : refuseUpgrade(socket)),
      () => refuseUpgrade(socket),
    );
  });
}

function refuse(response: ServerResponse): void {
  const body = JSON.stringify({ ok: false, message: MESSAGES.unauthorized });
  response.writeHead(401, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    'www-authenticate': WWW_AUTHENTICATE,
  });
  response.end(body);
}

function refuseUpgrade(socket: Duplex): void {
  socket.end(
    `HTTP/1.1 401 Unauthorized\r\nWWW-Authenticate: ${WWW_AUTHENTICATE}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`,
  );
}
