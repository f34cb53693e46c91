import type { PortConnections } from '@crosspoint/protocol/entities/port';
import { MESSAGES } from '@crosspoint/protocol/messages';
import {
  channelAssignmentUsageRefusal,
  connectionIdOfTarget,
} from '@crosspoint/protocol/rules/connection-rules';
import {
  INITIAL_CONNECTION_STATE,
  isAssignedTo,
  portAssignability,
  settingsCopiedOnJoin,
} from '@crosspoint/protocol/rules/port-assignment';
import type { DeviceTypeName } from '@crosspoint/protocol/entities/device';
import type { ConnectionRecord } from '../db/connection.repository';
import type { PortAssignmentRepository } from '../db/port-assignment.repository';
import type { ConnectionHardware } from '../hardware/connection-hardware';
import { HttpError } from '../http/http-error';
import type { LiveNotifier } from '../live/live-notifier';
import type { ConnectionService } from './connection.service';
import type { PortDirectory } from './port-directory';

/** Where a port is, from the request path. */
export interface PortPath {
  deviceId: number;
  interfaceId: number;
  portId: number;
}

export interface PortAssignmentDeps {
  connections: ConnectionService;
  ports: PortDirectory;
  assignments: PortAssignmentRepository;
  hardware: ConnectionHardware;
  live: LiveNotifier;
  deviceType: DeviceTypeName;
  /** Runs a unit of work in one database transaction. */
  transaction: <T>(work: () => T) => T;
}

/**
 * Joining ports to connections and leaving them (ports spec §7 `…/ports/{portId}/join` and
 * `/leave`), on the device that owns the port. The rules are the protocol's: a refused join
 * changes nothing.
 */
export class PortAssignmentService {
  constructor(private readonly deps: PortAssignmentDeps) {}

  join(path: PortPath, target: string): { confId: number } {
    const connection = this.target(target);
    const { deps } = this;
    return deps.transaction(() => {
      const port = deps.ports.find(path.deviceId, path.interfaceId, path.portId);
      const usageRefusal = channelAssignmentUsageRefusal(deps.hardware.usage());
      if (usageRefusal) throw new HttpError(403, usageRefusal);
      const participants = deps.connections.participants(connection);
      const verdict = portAssignability(port, {
        active: connection,
        participants,
        deviceType: deps.deviceType,
      });
      if (!verdict.ok) throw new HttpError(409, verdict.reason);
      const key = String(connection.id);
      const next: PortConnections = {
        ...port.port_connections,
        [connection.type]: {
          ...port.port_connections[connection.type],
          [key]: { connectionState: INITIAL_CONNECTION_STATE },
        },
      };
      const copied = settingsCopiedOnJoin(port, connection.type, participants);
      deps.assignments.write(port.port_id, next, { ...port.port_settings, ...copied });
      this.changed(connection, [...participants.map((p) => p.port_id), port.port_id]);
      return { confId: connection.id };
    });
  }

  leave(path: PortPath, target: string): void {
    const connection = this.target(target);
    const { deps } = this;
    deps.transaction(() => {
      const port = deps.ports.find(path.deviceId, path.interfaceId, path.portId);
      if (!isAssignedTo(port, connection)) throw new HttpError(409, MESSAGES.portNotAssigned);
      const ofType = { ...port.port_connections[connection.type] };
      delete ofType[String(connection.id)];
      const next: PortConnections = { ...port.port_connections, [connection.type]: ofType };
      if (Object.keys(ofType).length === 0) delete next[connection.type];
      deps.assignments.write(port.port_id, next, port.port_settings);
      const remaining = deps.connections
        .participants(connection)
        .map((p) => p.port_id)
        .filter((id) => id !== port.port_id);
      this.changed(connection, remaining);
    });
  }

  private target(target: string): ConnectionRecord {
    const id = connectionIdOfTarget(target);
    if (id === null) throw new HttpError(400, MESSAGES.joinTargetInvalid);
    return this.deps.connections.find(id);
  }

  private changed(connection: ConnectionRecord, members: number[]): void {
    this.deps.hardware.setMembers(connection.id, members);
    this.deps.live.flag('connections');
    this.deps.live.flag('ports');
    // Usage follows the assignments (the resource meter, device spec §2).
    this.deps.live.flag('devices');
  }
}
