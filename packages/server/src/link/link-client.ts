import { Buffer } from 'node:buffer';
import type { z } from 'zod';
import {
  LINK_USER,
  LinkIdentitySchema,
  type LinkIdentity,
} from '@crosspoint/protocol/link-protocol';
import { checkIdentityProof, newChallenge, signToken } from './link-key';

/** Where a device listens: host (IP or name) and port. */
export interface PeerAddress {
  host: string;
  port: number;
}

/** A device that proved it holds the link key: calls to it may carry tokens. */
export interface LinkPeer extends PeerAddress {
  uuid: string;
}

export type LinkCallFailure = 'unreachable' | 'timeout' | 'invalid' | 'status';

/** Why a call to another device failed; `status` carries the peer's own reply. */
export class LinkCallError extends Error {
  constructor(
    readonly kind: LinkCallFailure,
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

/** Largest JSON answer accepted from another device. */
const MAX_REPLY_BYTES = 4 * 1024 * 1024;

export const peerOrigin = (peer: PeerAddress): string =>
  `http://${peer.host.includes(':') ? `[${peer.host}]` : peer.host}:${peer.port}`;

/** The `Authorization` header of one link call to `peer` (never the browser's credentials). */
export function linkAuthorization(
  key: Buffer,
  peer: LinkPeer,
  method: string,
  path: string,
  now: number,
): string {
  const token = signToken(key, { method, path, audience: peer.uuid }, now);
  return `Basic ${Buffer.from(`${LINK_USER}:${token}`).toString('base64')}`;
}

/**
 * Outbound calls of the link protocol. Every call has a bounded timeout, follows no redirect,
 * reads at most 4 MB, and is parsed with a schema: another device is a trust boundary.
 */
export class LinkClient {
  constructor(
    private readonly key: () => Buffer | undefined,
    readonly timeoutMs: number,
  ) {}

  /**
   * The public identity probe: asks `address` who it is with a fresh challenge and checks the
   * proof, so only a device holding the same link key is ever called with a token.
   */
  async probe(address: PeerAddress): Promise<LinkIdentity> {
    const key = this.requireKey();
    const challenge = newChallenge();
    const reply = await this.fetchJson(
      `${peerOrigin(address)}/api/link/identity?challenge=${challenge}`,
      { method: 'GET', headers: {} },
    );
    const identity = LinkIdentitySchema.safeParse(reply.json);
    if (reply.status !== 200 || !identity.success) {
      throw new LinkCallError('invalid', 'The remote host does not speak the link protocol.');
    }
    if (!checkIdentityProof(key, challenge, identity.data.uuid, identity.data.proof)) {
      throw new LinkCallError('invalid', 'The remote device is not of this link group.');
    }
    return identity.data;
  }

  /** An authenticated JSON call to a proven peer; a non-2xx answer throws with its message. */
  async call<T extends z.ZodType>(
    peer: LinkPeer,
    method: string,
    path: string,
    schema: T,
    body?: unknown,
  ): Promise<z.infer<T>> {
    const headers: Record<string, string> = {
      authorization: linkAuthorization(this.requireKey(), peer, method, path, Date.now()),
    };
    if (body !== undefined) headers['content-type'] = 'application/json';
    const reply = await this.fetchJson(`${peerOrigin(peer)}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (reply.status < 200 || reply.status >= 300) {
      const message = messageOf(reply.json) ?? `The device answered ${reply.status}.`;
      throw new LinkCallError('status', message, reply.status);
    }
    const parsed = schema.safeParse(reply.json);
    if (!parsed.success) throw new LinkCallError('invalid', 'The device sent an invalid answer.');
    return parsed.data;
  }

  private requireKey(): Buffer {
    const key = this.key();
    if (!key) throw new LinkCallError('invalid', 'This device has no link key yet.');
    return key;
  }

  private async fetchJson(
    url: string,
    init: { method: string; headers: Record<string, string>; body?: string | undefined },
  ): Promise<{ status: number; json: unknown }> {
    let response: Response;
    try {
      response = await fetch(url, {
        method: init.method,
        headers: init.headers,
        body: init.body,
        redirect: 'manual',
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      const timeout = error instanceof Error && error.name === 'TimeoutError';
      throw new LinkCallError(
        timeout ? 'timeout' : 'unreachable',
        timeout ? 'The device did not answer in time.' : 'The device cannot be reached.',
      );
    }
    const length = Number(response.headers.get('content-length') ?? 0);
    if (length > MAX_REPLY_BYTES) {
      await response.body?.cancel();
      throw new LinkCallError('invalid', 'The answer is too large.');
    }
    let text: string;
    try {
      text = await response.text();
    } catch {
      throw new LinkCallError('timeout', 'The device did not answer in time.');
    }
    if (text.length > MAX_REPLY_BYTES)
      throw new LinkCallError('invalid', 'The answer is too large.');
    return { status: response.status, json: parseJson(text) };
  }
}

function parseJson(text: string): unknown {
  try {
    return text === '' ? undefined : (JSON.parse(text) as unknown);
  } catch {
    return undefined;
  }
}

function messageOf(json: unknown): string | undefined {
  if (typeof json === 'object' && json !== null && 'message' in json) {
    const { message } = json;
    return typeof message === 'string' ? message : undefined;
  }
  return undefined;
}
