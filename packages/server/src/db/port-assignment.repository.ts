import type { PortConnections, PortSettings } from '@crosspoint/protocol/entities/port';
import type { Db } from './database';

/**
 * Writes a port's connection assignments (`ports.connections`, ports spec §3
 * port_connections) together with the settings a join copies (§4), in one statement.
 */
export class PortAssignmentRepository {
  constructor(private readonly db: Db) {}

  write(portId: number, connections: PortConnections, settings: PortSettings): void {
    this.db
      .prepare('UPDATE ports SET connections = ?, settings = ? WHERE id = ?')
      .run(JSON.stringify(connections), JSON.stringify(settings), portId);
  }
}
