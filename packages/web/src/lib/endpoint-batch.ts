import { EndpointAddedSchema, EndpointChangeSchema, applyPath } from '@crosspoint/protocol/live';
import { EndpointSchema } from '@crosspoint/protocol/entities/endpoint';
import type { Endpoint } from '@crosspoint/protocol/entities/endpoint';

/**
 * Default batching window. A show sends hundreds of endpoint updates a second, and the
 * hardware's tick sends them in bursts: one cache write per window keeps the overview's main
 * thread free, for at most this much added delay (issue 4 aims under 250 ms in all).
 */
export const LIVE_BATCH_MS = 150;

/** An incremental endpoint message as it arrived, validated when applied. */
export type EndpointMessage =
  { event: 'EndpointUpdated'; payload: unknown } | { event: 'EndpointAdded'; payload: unknown };

/**
 * Applies messages in arrival order to a copy of the list. Endpoints that no message touches
 * keep their identity, so memoized rows do not re-render. Invalid messages are reported to
 * `ignore` and skipped.
 */
export function applyEndpointMessages(
  previous: readonly Endpoint[],
  messages: readonly EndpointMessage[],
  ignore: (event: string, reason: unknown) => void,
): Endpoint[] {
  const list = [...previous];
  const index = new Map(list.map((endpoint, i) => [endpoint.id, i]));
  for (const message of messages) {
    if (message.event === 'EndpointAdded') {
      const added = EndpointAddedSchema.safeParse(message.payload);
      if (!added.success) {
        ignore(message.event, added.error);
        continue;
      }
      const at = index.get(added.data.value.id);
      if (at === undefined) {
        index.set(added.data.value.id, list.length);
        list.push(added.data.value);
      } else list[at] = added.data.value;
      continue;
    }
    const change = EndpointChangeSchema.safeParse(message.payload);
    if (!change.success) {
      ignore(message.event, change.error);
      continue;
    }
    const { endpointId, path, value } = change.data;
    const at = index.get(endpointId);
    const current = at === undefined ? undefined : list[at];
    if (at === undefined || current === undefined) {
      ignore(message.event, `unknown endpoint ${endpointId}`);
      continue;
    }
    const next = EndpointSchema.safeParse(applyPath(current, path, value));
    if (next.success) list[at] = next.data;
    else ignore(message.event, next.error);
  }
  return list;
}

/** Collects endpoint messages and hands them over together once per window. */
export interface EndpointBatcher {
  push(message: EndpointMessage): void;
  /** Forgets what is waiting (a new full list supersedes it, or the client stops). */
  drop(): void;
}

/** A batcher calling `flush` at most once per `batchMs` (0: at once, for every message). */
export function createEndpointBatcher(
  flush: (messages: EndpointMessage[]) => void,
  batchMs: number,
): EndpointBatcher {
  let pending: EndpointMessage[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = (): void => {
    timer = undefined;
    const messages = pending;
    pending = [];
    if (messages.length > 0) flush(messages);
  };
  return {
    push(message) {
      pending.push(message);
      if (batchMs <= 0) run();
      else timer ??= setTimeout(run, batchMs);
    },
    drop() {
      clearTimeout(timer);
      timer = undefined;
      pending = [];
    },
  };
}
