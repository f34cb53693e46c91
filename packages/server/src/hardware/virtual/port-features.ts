import type { PortLiveStatus } from '@crosspoint/protocol/entities/port';
import type { PortStatistics } from '@crosspoint/protocol/entities/port-statistics';
import type { NullingStatus } from '@crosspoint/protocol/entities/port-update';
import type { Clock, TimerHandle } from '../../clock';
import type { PortHardware } from '../port-hardware';
import { NullingSim } from './port-actions-sim';
import { PortStatisticsSim, type StreamSettings } from './port-statistics-sim';

/** What the port features need of the virtual hardware they belong to. */
export interface PortFeatureHost {
  clock: Clock;
  seed: number;
  liveStatus(portId: number): PortLiveStatus | undefined;
  setLiveStatus(portId: number, patch: Partial<PortLiveStatus>): void;
  setPowerSense(interfaceId: number, on: boolean): void;
}

/**
 * The virtual ports' statistics streams, nulling runs and GPO tests (ports spec §2, §4),
 * stepped with the rest of the virtual hardware once a second.
 */
export class VirtualPortFeatures implements PortHardware {
  private readonly streams: PortStatisticsSim;
  private readonly nulling = new NullingSim();
  private readonly gpoTimers = new Map<number, TimerHandle>();

  constructor(
    private readonly host: PortFeatureHost,
    ports: ReadonlyArray<{ id: number; settings?: StreamSettings }>,
  ) {
    this.streams = new PortStatisticsSim(host.seed);
    for (const port of ports) this.streams.configure(port.id, port.settings ?? {});
  }

  step(): void {
    this.streams.step();
    this.nulling.step();
  }

  stop(): void {
    for (const timer of this.gpoTimers.values()) timer.cancel();
    this.gpoTimers.clear();
  }

  /** The port's stream follows its configuration (ports spec §4: network quality). */
  applySettings(portId: number, settings: StreamSettings): void {
    if (this.host.liveStatus(portId)) this.streams.configure(portId, settings);
  }

  applyInterfacePower(interfaceId: number, on: boolean): void {
    this.host.setPowerSense(interfaceId, on);
  }

  statistics(portId: number): PortStatistics | undefined {
    return this.streams.statistics(portId);
  }

  /** Starts a nulling run (ports spec §4); false for an unknown port. */
  startNulling(portId: number): boolean {
    const live = this.host.liveStatus(portId);
    if (!live) return false;
    this.nulling.start(portId, live.responding !== false);
    return true;
  }

  nullingStatus(portId: number): NullingStatus | undefined {
    return this.host.liveStatus(portId) && this.nulling.status(portId);
  }

  /**
   * Forces the port's `count` GPOs on or off for `timeoutMs` (ports spec §2 "GPO test"), then
   * releases them; a new test replaces a running one. False for an unknown port.
   */
  testGpo(portId: number, count: number, enabled: boolean, timeoutMs: number): boolean {
    if (!this.host.liveStatus(portId)) return false;
    this.gpoTimers.get(portId)?.cancel();
    const states = (status: boolean, forced: boolean) =>
      Array.from({ length: count }, () => ({ status, forced }));
    this.host.setLiveStatus(portId, { gpos: states(enabled, true) });
    this.gpoTimers.set(
      portId,
      this.host.clock.setTimeout(() => {
        this.gpoTimers.delete(portId);
        this.host.setLiveStatus(portId, { gpos: states(false, false) });
      }, timeoutMs),
    );
    return true;
  }
}
