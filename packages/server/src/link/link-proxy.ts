import { request as httpRequest, type IncomingMessage, type OutgoingHttpHeaders } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { MESSAGES } from '@crosspoint/protocol/messages';
import type { LinkPeer } from './link-client';

/** Request headers passed on to another device; never `authorization`, cookies or origin. */
const FORWARDED_REQUEST_HEADERS = ['content-type', 'content-length', 'accept', 'transfer-encoding'];
/** Answer headers passed back to the browser. */
const FORWARDED_REPLY_HEADERS = [
  'content-type',
  'content-length',
  'content-disposition',
  'cache-control',
  'etag',
  'last-modified',
  'transfer-encoding',
];

/** Hop count header: a call is routed at most twice (member → master → member). */
export const HOPS_HEADER = 'x-crosspoint-hops';
export const MAX_HOPS = 2;

export function hopsOf(request: FastifyRequest): number {
  const raw = request.headers[HOPS_HEADER];
  const n = Number(Array.isArray(raw) ? raw[0] : raw);
  return Number.isInteger(n) && n > 0 ? n : 0;
}

export function sendJson(reply: FastifyReply, status: number, message: string): void {
  const body = JSON.stringify({ ok: false, message });
  if (reply.raw.headersSent) {
    reply.raw.destroy();
    return;
  }
  reply.raw.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
  });
  reply.raw.end(body);
}

export interface ProxyOptions {
  peer: LinkPeer;
  /** Link credentials for this one call (see LinkService.authorizationFor). */
  authorization: string;
  timeoutMs: number;
  /** Message when the peer cannot be reached (502) or does not answer in time (504). */
  unreachableMessage: string;
}

/**
 * Passes one request on to another device of the group and streams its answer back with the
 * same status and body (docs/link-protocol.md "Routing"). The request body is streamed, not
 * parsed; the browser's credentials are replaced by link credentials; the peer's failures
 * become `{ ok: false, message }` with 502 (unreachable), 504 (timeout) or 502 when the peer
 * refuses the link credentials.
 */
export function proxyRequest(
  request: FastifyRequest,
  reply: FastifyReply,
  options: ProxyOptions,
): void {
  reply.hijack();
  const headers: OutgoingHttpHeaders = {
    authorization: options.authorization,
    [HOPS_HEADER]: String(hopsOf(request) + 1),
  };
  for (const name of FORWARDED_REQUEST_HEADERS) {
    const value = request.headers[name];
    if (value !== undefined) headers[name] = value;
  }
  const upstream = httpRequest({
    host: options.peer.host,
    port: options.peer.port,
    method: request.method,
    path: request.url,
    headers,
    timeout: options.timeoutMs,
  });
  let settled = false;
  const fail = (status: number, message: string): void => {
    if (settled) return;
    settled = true;
    sendJson(reply, status, message);
  };
  upstream.on('response', (answer: IncomingMessage) => {
    const status = answer.statusCode ?? 502;
    if (status === 401) {
      answer.resume();
      fail(502, 'The device refused the link credentials of this device.');
      return;
    }
    settled = true;
    const replyHeaders: OutgoingHttpHeaders = {};
    for (const name of FORWARDED_REPLY_HEADERS) {
      const value = answer.headers[name];
      if (value !== undefined) replyHeaders[name] = value;
    }
    reply.raw.writeHead(status, replyHeaders);
    answer.pipe(reply.raw);
    answer.on('error', () => reply.raw.destroy());
  });
  upstream.on('timeout', () => {
    fail(504, MESSAGES.linkMemberTimeout);
    upstream.destroy();
  });
  upstream.on('error', () => fail(502, options.unreachableMessage));
  request.raw.pipe(upstream);
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) upstream.destroy();
  });
}
