import type { QueryKey } from '@tanstack/react-query';
import type { LiveTopic } from '@crosspoint/protocol/live';
import { ALERTS_KEY } from './queries/alerts';
import { DEVICES_KEY } from './queries/devices';
import { LINK_GROUP_CAPABILITY_KEY } from './queries/link-group-capability';

/**
 * What a `live:<topic> { updated: true }` flag makes stale (architecture §5: "an updated flag
 * means: clear caches and refetch"). This is the one place topics meet query keys. Topics
 * whose queries are not written yet use the convention that a topic's query keys start with
 * the topic's name; their query files must keep to it (or be listed here).
 */
export const TOPIC_QUERY_KEYS = {
  devices: [DEVICES_KEY],
  // The endpoint list comes over the socket: the live client asks for it again instead.
  endpoints: [],
  externalDevices: [['externalDevices']],
  eventLog: [['eventLog']],
  alerts: [ALERTS_KEY],
  interfaces: [['interfaces']],
  ports: [['ports']],
  calls: [['calls']],
  vpl: [['vpl']],
  connections: [['connections']],
  roles: [['roles']],
  ivpusers: [['ivpusers']],
  linkgroupcapabilities: [LINK_GROUP_CAPABILITY_KEY],
  statistics: [['statistics']],
} as const satisfies Record<LiveTopic, readonly QueryKey[]>;

/** Topics the console starts on every connection (issue 2; the others come with their screens). */
export const STARTED_TOPICS = [
  'devices',
  'endpoints',
  'interfaces',
  'ports',
  'linkgroupcapabilities',
  // Connections and calls refresh the assignment screen (issue 6).
  'connections',
  'calls',
  // Interface alerts turn device tiles to WARNING (device spec §4, decision 0045).
  'alerts',
] as const satisfies readonly LiveTopic[];
