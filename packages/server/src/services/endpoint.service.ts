import type { Endpoint } from '@crosspoint/protocol/entities/endpoint';
import type { EndpointRecord, EndpointRepository } from '../db/endpoint.repository';
import type { EventLogRepository } from '../db/event-log.repository';
import type { HardwareEvent, HardwareGateway } from '../hardware/hardware-gateway';
import type { LiveNotifier } from '../live/live-notifier';
import type { Clock } from '../clock';
import { roleRefOf } from './endpoint-actions.service';
import type { RoleLookup } from './role-lookup';

/**
 * Endpoints (device spec §3): stored configuration joined with the hardware's live status,
 * and the bridge from hardware events to the database and the live socket.
 */
export class EndpointService {
  constructor(
    private readonly endpoints: EndpointRepository,
    private readonly eventLog: EventLogRepository,
    private readonly hardware: HardwareGateway,
    private readonly live: LiveNotifier,
    private readonly clock: Clock,
    private readonly slotId: number,
    private readonly roles: RoleLookup = { find: () => undefined },
  ) {}

  /** The full list sent as `EndpointInit` (the console gets endpoints over the socket). */
  list(): Endpoint[] {
    return this.endpoints.all().map((record) => this.toEndpoint(record));
  }

  /** Applies one hardware event: persist what is configuration, notify what is live. */
  onHardwareEvent(event: HardwareEvent): void {
    switch (event.kind) {
      case 'endpointChanged':
        this.live.endpointUpdated({
          endpointId: event.endpointId,
          path: event.path,
          value: event.value,
        });
        return;
      case 'endpointAdded': {
        this.endpoints.insert([event.spec]);
        const record = this.endpoints.find(event.endpoint.id);
        if (record) this.live.endpointAdded(this.toEndpoint(record));
        this.live.flag('endpoints');
        return;
      }
      case 'endpointRemoved':
        this.endpoints.remove(event.endpointId);
        this.live.endpointRemoved(event.endpointId);
        this.live.flag('endpoints');
        return;
      case 'portChanged':
        this.live.flag('ports');
        return;
      case 'log':
        this.eventLog.insert({
          entityId: event.entityId,
          entityType: event.entityType,
          eventCode: event.eventCode,
          details: event.details,
          createdAt: this.clock.now(),
        });
        this.live.flag('eventLog');
        return;
    }
  }

  private toEndpoint(record: EndpointRecord): Endpoint {
    const endpoint: Endpoint = {
      id: record.id,
      res: `/api/1/devices/${this.slotId}/endpoints/${record.id}`,
      type: record.type,
      device_id: this.slotId,
      label: record.label,
      settings: record.settings,
      liveStatus: this.hardware.endpoint(record.id)?.liveStatus ?? { status: 'unknown' },
    };
    if (record.model !== undefined) endpoint.model = record.model;
    if (record.modelVariant !== undefined) endpoint.modelVariant = record.modelVariant;
    if (record.revision !== undefined) endpoint.revision = record.revision;
    const role = roleRefOf(this.roles, record.roleId);
    if (role !== undefined) endpoint.role = role;
    return endpoint;
  }
}
