import { z } from 'zod';
import { EndpointSchema } from './entities/endpoint';
import type { LiveStatistics } from './entities/port-statistics';

/** Topics a console can start with `live:update` (device spec §7, ports spec §7). */
export const LIVE_TOPICS = [
  'devices',
  'endpoints',
  'externalDevices',
  'eventLog',
  'alerts',
  'interfaces',
  'ports',
  'calls',
  'vpl',
  'connections',
  'roles',
  'ivpusers',
  'linkgroupcapabilities',
  'statistics',
] as const;
export const LiveTopicSchema = z.enum(LIVE_TOPICS);
export type LiveTopic = z.infer<typeof LiveTopicSchema>;

/** `live:update { <topic>: 'start' | 'stop' }` (architecture §5). */
export const LiveUpdateRequestSchema = z.partialRecord(LiveTopicSchema, z.enum(['start', 'stop']));
export type LiveUpdateRequest = z.infer<typeof LiveUpdateRequestSchema>;

/** An incremental endpoint change, e.g. `{ endpointId, path: 'liveStatus.status', value }`. */
export const EndpointChangeSchema = z.object({
  endpointId: z.number().int(),
  path: z.string(),
  /** Absent when the field was removed (JSON drops `undefined`), e.g. an ended call signal. */
  value: z.unknown().optional(),
});
export type EndpointChange = z.infer<typeof EndpointChangeSchema>;

export const EndpointInitSchema = z.object({ result: z.array(EndpointSchema) });
export const EndpointAddedSchema = z.object({
  endpointId: z.number().int(),
  value: EndpointSchema,
});
export const EndpointRemovedSchema = z.object({ endpointId: z.number().int() });
export const LiveFlagSchema = z.object({ updated: z.literal(true) });

/** Messages the server sends to the console. */
export interface ServerToClientEvents {
  EndpointInit: (payload: z.infer<typeof EndpointInitSchema>) => void;
  EndpointAdded: (payload: z.infer<typeof EndpointAddedSchema>) => void;
  EndpointUpdated: (payload: EndpointChange) => void;
  EndpointRemoved: (payload: z.infer<typeof EndpointRemovedSchema>) => void;
  /**
   * `live:<topic> { updated: true }` flags, and `live:statistics`, which carries data: pushed
   * once a second while statistics are started (ports spec §2, §7).
   */
  [flag: `live:${string}`]: (payload: z.infer<typeof LiveFlagSchema> | LiveStatistics) => void;
}

/** Messages the console sends to the server. */
export interface ClientToServerEvents {
  'live:update': (request: LiveUpdateRequest) => void;
  EndpointInit: () => void;
}

/** Applies one incremental change to an endpoint, returning a new object (path like `a.b.c`). */
export function applyPath<T extends object>(target: T, path: string, value: unknown): T {
  const [head, ...rest] = path.split('.');
  if (
    head === undefined ||
    head === '__proto__' ||
    head === 'constructor' ||
    head === 'prototype'
  ) {
    return target;
  }
  const record = target as Record<string, unknown>;
  if (rest.length === 0) return { ...target, [head]: value };
  const child = record[head];
  const base = typeof child === 'object' && child !== null ? child : {};
  return { ...target, [head]: applyPath(base, rest.join('.'), value) };
}
