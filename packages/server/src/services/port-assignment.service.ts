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
import { z } from 'zod';
import {
  ConnectionLiveStatusSchema,
  ConnectionSchema,
} from '@crosspoint/protocol/entities/connection';
import type { Port } from '@crosspoint/protocol/entities/port';
import type { ConnectionRecord } from '../db/connection.repository';
import type { PortAssignmentRepository } from '../db/port-assignment.repository';
import type { ConnectionHardware } from '../hardware/connection-hardware';
import { HttpError } from '../http/http-error';
import type { LiveNotifier } from '../live/live-notifier';
import type { ConnectionService } from './connection.service';
import type { GroupLink } from './group-link';
import type { GroupPorts } from './group-ports';
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
  /** The rest of the link group: the master's connections, other devices' ports. */
  group: GroupLink;
  groupPorts: GroupPorts;
}

type TargetConnection = Pick<ConnectionRecord, 'id' | 'type'>;

const ConnectionsReply = z.array(ConnectionSchema);
const LiveReply = z.array(ConnectionLiveStatusSchema);

/**
 * Joining ports to connections and leaving them (ports spec §7 `…/ports/{portId}/join` and
 * `/leave`), on the device that owns the port. Connections live on the link master: a member
 * reads the connection and its participants on other devices from it, then decides with the
 * protocol rules in one transaction. A refused join changes nothing.
 */
export class PortAssignmentService {
  constructor(private readonly deps: PortAssignmentDeps) {}

  async join(path: PortPath, target: string): Promise<{ confId: number }> {
    const connection = await this.resolve(target);
    const others = await this.otherDevicesParticipants(connection);
    const { deps } = this;
    return deps.transaction(() => {
      const port = deps.ports.find(path.deviceId, path.interfaceId, path.portId);
      const usageRefusal = channelAssignmentUsageRefusal(deps.hardware.usage());
      if (usageRefusal) throw new HttpError(403, usageRefusal);
      const local = deps.connections.participants(connection);
      const participants = [...local, ...others];
      const verdict = portAssignability(port, {
        active: connection,
        participants,
        deviceType: deps.deviceType,
      });
      if (!verdict.ok) throw new HttpError(409, verdict.reason);
      const next: PortConnections = {
        ...port.port_connections,
        [connection.type]: {
          ...port.port_connections[connection.type],
          [String(connection.id)]: { connectionState: INITIAL_CONNECTION_STATE },
        },
      };
      const copied = settingsCopiedOnJoin(port, connection.type, participants);
      deps.assignments.write(port.port_id, next, { ...port.port_settings, ...copied });
      this.changed(connection, [...local.map((p) => p.port_id), port.port_id]);
      return { confId: connection.id };
    });
  }

  async leave(path: PortPath, target: string): Promise<void> {
    const connection = await this.resolve(target);
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

  /** The target connection: this device's own, or on a member the master's. */
  private async resolve(target: string): Promise<TargetConnection> {
    const id = connectionIdOfTarget(target);
    if (id === null) throw new HttpError(400, MESSAGES.joinTargetInvalid);
    if (!this.deps.group.isMember()) return this.deps.connections.find(id);
    const list = ConnectionsReply.safeParse(await this.deps.group.fromMaster('/api/1/connections'));
    const found = list.success ? list.data.find((c) => c.id === id) : undefined;
    if (!found) throw new HttpError(404, MESSAGES.connectionNotFound);
    return found;
  }

  /** Ports of the other devices of the group already in the connection. */
  private async otherDevicesParticipants(connection: TargetConnection): Promise<Port[]> {
    const { group, groupPorts } = this.deps;
    if (!group.isMember()) {
      return (await groupPorts.memberPorts()).filter((p) => isAssignedTo(p, connection));
    }
    const live = LiveReply.safeParse(await group.fromMaster('/api/1/connections/liveStatus'));
    const own = `/api/1/devices/${this.deps.ports.slotId()}/`;
    const res = (live.success ? live.data : [])
      .find((s) => s.id === connection.id)
      ?.participants.map((p) => p.res)
      .filter((r) => !r.startsWith(own) && r.includes('/ports/'));
    return res && res.length > 0 ? groupPorts.throughMaster(res) : [];
  }

  private changed(connection: TargetConnection, members: number[]): void {
    this.deps.hardware.setMembers(connection.id, members);
    this.deps.live.flag('connections');
    this.deps.live.flag('ports');
    // Usage follows the assignments (the resource meter, device spec §2).
    this.deps.live.flag('devices');
  }
}
