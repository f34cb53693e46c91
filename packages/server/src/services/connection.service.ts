import type { LinkGroupCapability } from '@crosspoint/protocol/entities/capability';
import type { Connection, ConnectionLiveStatus } from '@crosspoint/protocol/entities/connection';
import type { Port } from '@crosspoint/protocol/entities/port';
import { MESSAGES } from '@crosspoint/protocol/messages';
import {
  connectionAddRefusal,
  connectionDeleteRefusal,
  connectionRes,
  nextConnectionId,
} from '@crosspoint/protocol/rules/connection-rules';
import { isMasterReachable } from '@crosspoint/protocol/rules/link-group';
import { isAssignedTo } from '@crosspoint/protocol/rules/port-assignment';
import type { z } from 'zod';
import type { NewConnectionBodySchema } from '@crosspoint/protocol/connection-contract';
import type { ConnectionRecord, ConnectionRepository } from '../db/connection.repository';
import type { ConnectionEditRepository } from '../db/connection-edit.repository';
import type { ConnectionHardware } from '../hardware/connection-hardware';
import { HttpError } from '../http/http-error';
import type { LiveNotifier } from '../live/live-notifier';
import type { DeviceService } from './device.service';
import type { GroupPorts } from './group-ports';
import type { PortDirectory } from './port-directory';

const DEFAULT_LABELS = { partyline: 'Channel', direct: 'Direct', group: 'Group' } as const;

/** An endpoint with the connections its role's keysets name (decision 0063). */
export interface EndpointMember {
  id: number;
  res: string;
  device_id: number;
  label: string;
  online: boolean;
  connectionRefs: string[];
}

export interface ConnectionServiceDeps {
  connections: ConnectionRepository;
  edits: ConnectionEditRepository;
  ports: PortDirectory;
  devices: DeviceService;
  hardware: ConnectionHardware;
  live: LiveNotifier;
  capability: () => LinkGroupCapability;
  /** Endpoints and the connections their roles name; none until roles exist. */
  endpoints: () => EndpointMember[];
  /** Ports of the other devices of the link group (on a master). */
  groupPorts: GroupPorts;
}

/**
 * Channels, directs and groups of the link group (ports spec §3, §7 "Connections"), served by
 * the device that is the link master (a standalone device is its own). Every refusal comes
 * from the protocol rules the console also shows.
 */
export class ConnectionService {
  constructor(private readonly deps: ConnectionServiceDeps) {}

  list(): Connection[] {
    return this.deps.connections.all().map(toConnection);
  }

  /** A stored connection; 404 'Cannot find connection with ID' otherwise. */
  find(id: number): ConnectionRecord {
    const found = this.deps.connections.find(id);
    if (!found) throw new HttpError(404, MESSAGES.connectionNotFound);
    return found;
  }

  add(body: z.infer<typeof NewConnectionBodySchema>): { id: number; res: string } {
    const { connections, edits, live } = this.deps;
    const capability = this.deps.capability();
    return edits.transaction(() => {
      const existing = connections.all();
      const refusal = connectionAddRefusal(body.type, existing, capability);
      if (refusal) throw new HttpError(409, refusal);
      const ids = existing.map((c) => c.id);
      const id = nextConnectionId(body.type, ids, capability);
      if (id === null) throw new HttpError(409, MESSAGES.connectionMaxReached(body.type));
      const count = existing.filter((c) => c.type === body.type).length + 1;
      const label = body.label ?? `${DEFAULT_LABELS[body.type]} ${count}`;
      connections.insert([{ id, type: body.type, label, settings: {} }]);
      live.flag('connections');
      return { id, res: connectionRes(id) };
    });
  }

  rename(id: number, label: string): void {
    this.find(id);
    this.deps.edits.rename(id, label);
    this.deps.live.flag('connections');
  }

  async remove(id: number): Promise<void> {
    const connection = this.find(id);
    const refusal = connectionDeleteRefusal({
      portCount: this.participants(connection, await this.allPorts()).length,
      masterReachable: isMasterReachable(this.deps.devices.list()),
    });
    if (refusal) throw new HttpError(409, refusal);
    this.deps.edits.remove(id);
    this.deps.hardware.setMembers(id, []);
    this.deps.live.flag('connections');
  }

  /** Ports assigned to a connection, by id. */
  participants(connection: Pick<ConnectionRecord, 'id' | 'type'>, ports?: Port[]): Port[] {
    return (ports ?? this.deps.ports.all()).filter((p) => isAssignedTo(p, connection));
  }

  // ports spec §3: "Live status: events {call, control, talk}, participants [{res, device_id,
  // label}]" with the join state the hardware reports: the assigned ports, then the endpoints
  // whose roles name the connection (online ones with a join state).
  async liveStatus(): Promise<ConnectionLiveStatus[]> {
    const local = this.deps.ports.all();
    // Other work changes assignments too (a multichannel change removes them, a reset clears
    // them): the hardware follows what is stored. Unchanged members cost nothing.
    this.syncHardware(local);
    const ports = [...local, ...(await this.deps.groupPorts.memberPorts())];
    const localIds = new Set(local.map((p) => p.port_id));
    const endpoints = this.deps.endpoints();
    const { hardware } = this.deps;
    return this.deps.connections.all().map((connection) => {
      const res = connectionRes(connection.id);
      const portRows = this.participants(connection, ports).map((p) => {
        const joinState = localIds.has(p.port_id)
          ? hardware.joinState(connection.id, p.port_id)
          : hardware.remotePortJoinState(connection.id, p.port_id);
        return {
          res: p.res,
          device_id: p.device_id,
          label: p.port_label,
          ...(joinState === undefined ? {} : { joinState }),
        };
      });
      const endpointRows = endpoints
        .filter((e) => e.connectionRefs.includes(res))
        .map((e) => ({
          res: e.res,
          device_id: e.device_id,
          label: e.label,
          ...(e.online ? { joinState: hardware.endpointJoinState(connection.id, e.id) } : {}),
        }));
      return {
        id: connection.id,
        events: hardware.events(connection.id),
        participants: [...portRows, ...endpointRows],
      };
    });
  }

  /** This device's ports and, on a master, those of the members it reaches. */
  async allPorts(): Promise<Port[]> {
    return [...this.deps.ports.all(), ...(await this.deps.groupPorts.memberPorts())];
  }

  /** Tells the hardware who is in every connection (on start, and before live status). */
  syncHardware(ports: Port[] = this.deps.ports.all()): void {
    for (const connection of this.deps.connections.all()) {
      const members = this.participants(connection, ports).map((p) => p.port_id);
      this.deps.hardware.setMembers(connection.id, members);
    }
  }
}

function toConnection(record: ConnectionRecord): Connection {
  return { id: record.id, res: connectionRes(record.id), label: record.label, type: record.type };
}
