import type { z } from 'zod';
import { ErrorReplySchema, pathFor } from '@crosspoint/protocol/contract';
import { MESSAGES } from '@crosspoint/protocol/messages';

/** One call of the REST contract, as `CONTRACT` in the protocol package describes it. */
export interface ApiCall<S extends z.ZodType> {
  method: 'GET' | 'PUT' | 'POST' | 'DELETE';
  path: string;
  response: S;
}

/**
 * A failed call, carrying what the user is shown: the server's message, or
 * 'No response from the server.' when nothing came back (device spec §8).
 */
export class ApiError extends Error {
  /** HTTP status, or null when the request never got an answer. */
  readonly status: number | null;

  constructor(status: number | null, message: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
  }
}

/** The replies of other shapes say why in a message; this finds it without trusting the body. */
function messageOf(body: unknown, status: number): string {
  const reply = ErrorReplySchema.safeParse(body);
  if (reply.success) return reply.data.message;
  if (typeof body === 'object' && body !== null && 'message' in body) {
    const { message } = body;
    if (typeof message === 'string' && message !== '') return message;
  }
  return `The server answered with status ${status}.`;
}

async function bodyOf(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Options of one request: path parameters, a JSON body and an abort signal. */
export interface ApiRequestOptions {
  params?: Record<string, string | number>;
  body?: unknown;
  signal?: AbortSignal;
}

/**
 * Performs one contract call on the console's own origin (the browser supplies the basic-auth
 * credentials) and parses the reply with the call's schema, so a reply that does not match the
 * contract fails here rather than deep in a component.
 */
export async function apiRequest<S extends z.ZodType>(
  call: ApiCall<S>,
  { params = {}, body, signal }: ApiRequestOptions = {},
): Promise<z.infer<S>> {
  let response: Response;
  try {
    response = await fetch(pathFor(call.path, params), {
      method: call.method,
      credentials: 'same-origin',
      headers: {
        Accept: 'application/json',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(null, MESSAGES.noResponse);
  }
  const payload = await bodyOf(response).catch(() => undefined);
  // Action replies may say `{ ok: false, message }` with any status (architecture §9).
  const refused = ErrorReplySchema.safeParse(payload);
  if (!response.ok || refused.success) {
    throw new ApiError(response.status, messageOf(payload, response.status));
  }
  const parsed = call.response.safeParse(payload);
  if (!parsed.success) {
    console.error(`Unexpected reply to ${call.method} ${call.path}`, parsed.error);
    throw new ApiError(response.status, `Unexpected reply from the server to ${call.path}.`);
  }
  return parsed.data;
}
