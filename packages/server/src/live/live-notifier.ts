import type { Endpoint } from '@crosspoint/protocol/entities/endpoint';
import type { EndpointChange, LiveTopic } from '@crosspoint/protocol/live';

/**
 * How services tell connected consoles that something changed, without knowing about
 * sockets (architecture §5). The live hub implements it.
 */
export interface LiveNotifier {
  /** A cached list of `topic` must be refetched (coalesced by the hub). */
  flag(topic: LiveTopic): void;
  endpointUpdated(change: EndpointChange): void;
  endpointAdded(endpoint: Endpoint): void;
  endpointRemoved(endpointId: number): void;
}
