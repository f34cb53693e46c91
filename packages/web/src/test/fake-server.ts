import { vi } from 'vitest';

/** One canned reply: a JSON body and a status, or a network failure. */
export type Reply = { status?: number; body: unknown } | 'network-error';

export interface FakeServer {
  /** Calls made, as "METHOD /path" with their parsed JSON bodies. */
  calls: { method: string; path: string; body: unknown }[];
  reply(method: string, path: string, reply: Reply | (() => Reply | Promise<Reply>)): void;
}

/**
 * Replaces `fetch` at the HTTP boundary with canned replies by method and path; a call
 * without a reply answers 404 so a missing stub shows up as a failure, not a hang.
 */
export function stubServer(): FakeServer {
  const replies = new Map<string, Reply | (() => Reply | Promise<Reply>)>();
  const calls: FakeServer['calls'] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      const method = init.method ?? 'GET';
      const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      calls.push({ method, path, body });
      const stub = replies.get(`${method} ${path}`);
      const reply = typeof stub === 'function' ? await stub() : stub;
      if (reply === 'network-error') throw new TypeError('Failed to fetch');
      if (reply === undefined)
        return Response.json({ ok: false, message: 'Not stubbed' }, { status: 404 });
      return Response.json(reply.body, { status: reply.status ?? 200 });
    }),
  );
  return { calls, reply: (method, path, reply) => replies.set(`${method} ${path}`, reply) };
}
