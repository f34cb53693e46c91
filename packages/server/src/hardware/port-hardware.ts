import type { NetworkQuality } from '@crosspoint/protocol/entities/port';
import type { PortStatistics } from '@crosspoint/protocol/entities/port-statistics';
import type { NullingStatus } from '@crosspoint/protocol/entities/port-update';

/**
 * What the port services need of the hardware besides live status (ports spec §2, §4):
 * streams that follow a port's settings, their statistics, nulling and GPO tests. The virtual
 * hardware's port features implement it.
 */
export interface PortHardware {
  applySettings(
    portId: number,
    settings: { networkQuality?: NetworkQuality; fec?: boolean; silenceSupp?: boolean },
  ): void;
  /** The interface's power was switched on or off (its power sense follows). */
  applyInterfacePower(interfaceId: number, on: boolean): void;
  statistics(portId: number): PortStatistics | undefined;
  startNulling(portId: number): boolean;
  nullingStatus(portId: number): NullingStatus | undefined;
  testGpo(portId: number, count: number, enabled: boolean, timeoutMs: number): boolean;
}
