import type { Endpoint } from '@crosspoint/protocol/entities/endpoint';
import type { EndpointChange, LiveTopic } from '@crosspoint/protocol/live';
import type { LiveNotifier } from './live-notifier';

/**
 * Breaks the start-up cycle: services need a notifier before the HTTP server (and so the live
 * hub) exists. Notices before the hub is attached are dropped: no client can be listening.
 */
export class DeferredNotifier implements LiveNotifier {
  target: LiveNotifier | undefined;

  flag(topic: LiveTopic): void {
    this.target?.flag(topic);
  }

  endpointUpdated(change: EndpointChange): void {
    this.target?.endpointUpdated(change);
  }

  endpointAdded(endpoint: Endpoint): void {
    this.target?.endpointAdded(endpoint);
  }

  endpointRemoved(endpointId: number): void {
    this.target?.endpointRemoved(endpointId);
  }
}
