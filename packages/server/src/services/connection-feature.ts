import type { LinkGroupCapability } from '@crosspoint/protocol/entities/capability';
import type { DeviceTypeName } from '@crosspoint/protocol/entities/device';
import type { Clock } from '../clock';
import { ConnectionRepository } from '../db/connection.repository';
import { ConnectionEditRepository } from '../db/connection-edit.repository';
import type { Db } from '../db/database';
import { PortAssignmentRepository } from '../db/port-assignment.repository';
import { SipCallRepository } from '../db/sip-call.repository';
import type { VirtualConnections } from '../hardware/virtual/virtual-connections';
import type { LiveNotifier } from '../live/live-notifier';
import type { Endpoint } from '@crosspoint/protocol/entities/endpoint';
import type { Role } from '@crosspoint/protocol/entities/role';
import { roleConnectionRefs } from '@crosspoint/protocol/rules/connection-participants';
import type { LinkService } from '../link/link.service';
import { ConnectionService, type EndpointMember } from './connection.service';
import { groupLinkOf, STANDALONE } from './group-link';
import { GroupPorts } from './group-ports';
import type { DeviceService } from './device.service';
import type { InterfaceService } from './interface.service';
import { PortAssignmentService } from './port-assignment.service';
import { PortDirectory } from './port-directory';
import { SipCallService } from './sip-call.service';

/** The connection work (issue 6) as the routes see it. */
export interface ConnectionFeature {
  connections: ConnectionService;
  assignments: PortAssignmentService;
  calls: SipCallService;
  /** The virtual mixing, for the `/sim/usage` control. */
  hardware: VirtualConnections;
  /** Forces the device usage (`/sim/usage`); undefined returns to the simulated value. */
  forceUsage: (percent: number | undefined) => void;
  /** Stops listening to the hardware. */
  close: () => void;
}

export interface ConnectionFeatureOptions {
  db: Db;
  interfaces: InterfaceService;
  devices: DeviceService;
  hardware: VirtualConnections;
  live: LiveNotifier;
  clock: Clock;
  deviceType: DeviceTypeName;
  capability: () => LinkGroupCapability;
  /** Endpoints (with their role) and roles (with their keysets), for endpoint participants. */
  endpoints: () => Endpoint[];
  roles: () => Role[];
  /** The link group (issue 7); absent: a standalone device. */
  link?: LinkService;
}

/** Endpoints with the connections their role's keysets name (decision 0063). */
function endpointMembers(endpoints: Endpoint[], roles: Role[]): EndpointMember[] {
  return endpoints.flatMap((endpoint) => {
    const role = roles.find((r) => r.id === endpoint.role?.id);
    if (!role) return [];
    return [
      {
        id: endpoint.id,
        res: endpoint.res,
        device_id: endpoint.device_id,
        label: endpoint.label,
        online: endpoint.liveStatus?.status === 'online',
        connectionRefs: roleConnectionRefs(role.settings),
      },
    ];
  });
}

/**
 * Wires connections, port assignment and SIP calls to their repositories and the hardware,
 * and turns hardware reports into live flags (`live:connections`, `live:calls`).
 */
export function createConnectionFeature(options: ConnectionFeatureOptions): ConnectionFeature {
  const { db, hardware, live } = options;
  const ports = new PortDirectory(options.interfaces, options.devices);
  const group = options.link ? groupLinkOf(options.link) : STANDALONE;
  const groupPorts = new GroupPorts(group);
  const edits = new ConnectionEditRepository(db);
  const connections = new ConnectionService({
    connections: new ConnectionRepository(db),
    edits,
    ports,
    devices: options.devices,
    hardware,
    live,
    capability: options.capability,
    endpoints: () => endpointMembers(options.endpoints(), options.roles()),
    groupPorts,
  });
  const assignments = new PortAssignmentService({
    connections,
    ports,
    assignments: new PortAssignmentRepository(db),
    hardware,
    live,
    deviceType: options.deviceType,
    transaction: (work) => edits.transaction(work),
    group,
    groupPorts,
  });
  const calls = new SipCallService(new SipCallRepository(db), ports, hardware, live, options.clock);
  connections.syncHardware();
  const unsubscribe = hardware.subscribe((event) => {
    if (event.kind !== 'callEnded') live.flag('connections');
    calls.onHardwareEvent(event);
  });
  const forceUsage = (percent: number | undefined): void => {
    hardware.forceUsage(percent);
    live.flag('devices');
  };
  return { connections, assignments, calls, hardware, forceUsage, close: unsubscribe };
}
