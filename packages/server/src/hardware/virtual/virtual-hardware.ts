import type { EndpointLiveStatus } from '@crosspoint/protocol/entities/endpoint';
import type { PortLiveStatus } from '@crosspoint/protocol/entities/port';
import { LIMITS } from '@crosspoint/protocol/constants';
import type { Clock, TimerHandle } from '../../clock';
import type {
  EndpointSpec,
  HardwareEndpoint,
  HardwareEvent,
  HardwareGateway,
  HardwareListener,
} from '../hardware-gateway';
import { EVENT_CODES, stepEndpoint, type SimulatedEndpoint } from './endpoint-simulation';
import {
  commandLog,
  micKilledKeys,
  REBOOT_STEPS,
  rebootingStatus,
  rebootStep,
  statusLog,
  withCallSignal,
  withRole,
} from './endpoint-commands';
import { antennaBeltpackCounts } from './antenna-counts';
import { initialLiveStatus } from './initial-live-status';
import { createRandom, type Random } from './prng';
import { diffPaths } from './diff-paths';
import { VirtualPorts } from './virtual-ports';
import { VirtualPortFeatures } from './port-features';
import type { StreamSettings } from './port-statistics-sim';
import { VirtualConnections } from './virtual-connections';
import { VirtualAlerts } from './virtual-alerts';

export interface VirtualHardwareOptions {
  seed: number;
  clock: Clock;
  endpoints: Array<Pick<EndpointSpec, 'id' | 'type' | 'modelVariant'>>;
  /** Ports, with the settings their audio streams follow (issue 5: statistics). */
  ports: Array<{ id: number; configType: string; settings?: StreamSettings }>;
  interfaces: Array<{ id: number; type: string }>;
}

/** Real-time interval of the simulation (issue 2: a tick every second). */
export const TICK_MS = 1_000;

/**
 * The virtual hardware: endpoints that come and go, lose link quality, run down batteries and
 * press keys; ports that stop responding when told to. Deterministic under a seed and the
 * injected clock. Besides the {@link HardwareGateway} it offers the control calls of `/sim`.
 */
export class VirtualHardware implements HardwareGateway {
  private readonly random: Random;
  private readonly clock: Clock;
  private readonly state = new Map<number, SimulatedEndpoint>();
  private readonly ports: VirtualPorts;
  /** Statistics streams, nulling and GPO tests of the ports (issue 5). */
  readonly portFeatures: VirtualPortFeatures;
  /** Connection mixing and SIP calls (issue 6). */
  readonly connections: VirtualConnections;
  /** Current interface alerts (device spec §7 "Alerts", LQ devices). */
  readonly alerts: VirtualAlerts;
  private readonly listeners = new Set<HardwareListener>();
  /** Endpoints rebooting, with the steps left until they are back online. */
  private readonly rebooting = new Map<number, number>();
  private timer: TimerHandle | undefined;
  private paused = false;
  private ticks = 0;

  constructor(options: VirtualHardwareOptions) {
    this.random = createRandom(options.seed);
    this.clock = options.clock;
    for (const spec of [...options.endpoints].sort((a, b) => a.id - b.id)) {
      this.state.set(spec.id, this.simulated(spec));
    }
    this.ports = new VirtualPorts(options.ports, options.interfaces);
    this.portFeatures = new VirtualPortFeatures(
      {
        clock: options.clock,
        seed: options.seed,
        liveStatus: (id) => this.ports.get(id),
        setLiveStatus: (id, patch) => this.setPortLiveStatus(id, patch),
        setPowerSense: (id, on) => this.ports.setPowerSense(id, on),
      },
      options.ports,
    );
    this.connections = new VirtualConnections(options.seed);
    this.alerts = new VirtualAlerts(options.interfaces.map((i) => i.id));
    this.updateAntennaCounts(false);
  }

  endpoints(): HardwareEndpoint[] {
    return [...this.state.values()].sort((a, b) => a.id - b.id).map(copyEndpoint);
  }

  endpoint(id: number): HardwareEndpoint | undefined {
    const found = this.state.get(id);
    return found && copyEndpoint(found);
  }

  portLiveStatus(portId: number): PortLiveStatus | undefined {
    return this.ports.get(portId);
  }

  portIds(): number[] {
    return this.ports.ids();
  }

  interfacePowerSense(interfaceId: number): boolean | undefined {
    return this.ports.interfacePowerSense(interfaceId);
  }

  subscribe(listener: HardwareListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Starts ticking once per {@link TICK_MS} of the clock. */
  start(): void {
    this.timer ??= this.clock.setInterval(() => {
      if (!this.paused) this.step();
    }, TICK_MS);
  }

  stop(): void {
    this.timer?.cancel();
    this.timer = undefined;
    this.portFeatures.stop();
  }

  pause(): void {
    this.paused = true;
  }

  resume(): void {
    this.paused = false;
  }

  isPaused(): boolean {
    return this.paused;
  }

  tickCount(): number {
    return this.ticks;
  }

  /** Runs `count` simulation steps now, whatever the clock says (also when paused). */
  step(count = 1): void {
    for (let n = 0; n < count; n++) {
      this.ticks++;
      const onlineAntennas = [...this.state.values()]
        .filter((e) => e.type === 'FSII-Antenna' && e.liveStatus.status === 'online')
        .map((e) => e.id - LIMITS.antennaIdOffset);
      for (const endpoint of this.state.values()) {
        const { next, logs } = this.stepOne(endpoint, onlineAntennas);
        this.apply(endpoint, next);
        for (const entry of logs) this.emit({ kind: 'log', ...entry });
      }
      this.updateAntennaCounts(true);
      this.connections.step(this.ticks);
      this.portFeatures.step();
    }
  }

  /** Forces part of an endpoint's live status (e.g. `{ status: 'offline' }`). */
  setEndpointLiveStatus(id: number, patch: Partial<EndpointLiveStatus>): boolean {
    const endpoint = this.state.get(id);
    if (!endpoint) return false;
    const before = endpoint.liveStatus.status;
    this.apply(endpoint, { ...endpoint.liveStatus, ...patch });
    if (patch.status !== undefined && patch.status !== before) {
      this.emit({ kind: 'log', ...statusLog(endpoint, patch.status) });
    }
    this.updateAntennaCounts(true);
    return true;
  }

  /** Forces part of a port's live status (e.g. `{ responding: false }`). */
  setPortLiveStatus(id: number, patch: Partial<PortLiveStatus>): boolean {
    const changes = this.ports.patch(id, patch);
    for (const [path, value] of changes ?? [])
      this.emit({ kind: 'portChanged', portId: id, path, value });
    return changes !== undefined;
  }

  /** An endpoint registers (e.g. a beltpack paired over the air). False if the id is taken. */
  addEndpoint(spec: EndpointSpec): boolean {
    if (this.state.has(spec.id)) return false;
    const endpoint = this.simulated(spec);
    this.state.set(spec.id, endpoint);
    this.emit({ kind: 'endpointAdded', endpoint: copyEndpoint(endpoint), spec });
    if (spec.type === 'FSII-BP') {
      // device spec §9: "3 password attempt (authType 1 = OTA registration)".
      this.emit({
        kind: 'log',
        entityId: spec.id,
        entityType: 0,
        eventCode: EVENT_CODES.passwordAttempt,
        details: 'authType 1: OTA registration accepted',
      });
    }
    this.updateAntennaCounts(true);
    return true;
  }

  removeEndpoint(id: number): boolean {
    if (!this.state.delete(id)) return false;
    this.rebooting.delete(id);
    this.emit({ kind: 'endpointRemoved', endpointId: id });
    this.updateAntennaCounts(true);
    return true;
  }

  /** The endpoint goes offline now and is back online after {@link REBOOT_STEPS} steps. */
  rebootEndpoint(id: number, details = 'offline (reboot)'): boolean {
    const endpoint = this.state.get(id);
    if (!endpoint) return false;
    this.rebooting.set(id, REBOOT_STEPS);
    this.apply(endpoint, rebootingStatus(endpoint));
    this.emit({ kind: 'log', ...statusLog(endpoint, details) });
    this.updateAntennaCounts(true);
    return true;
  }

  /** Remote mic kill: the endpoint's talking keys stop talking. */
  remoteMicKill(id: number): boolean {
    const endpoint = this.state.get(id);
    if (!endpoint) return false;
    const keys = endpoint.liveStatus.keyState;
    if (keys) this.apply(endpoint, { ...endpoint.liveStatus, keyState: micKilledKeys(keys) });
    this.emit({ kind: 'log', ...commandLog(endpoint, 'Remote mic kill') });
    return true;
  }

  /** A call signal with text on the endpoint, or its end (`active` false). */
  callSignal(id: number, signal: { active: boolean; text: string }): boolean {
    const endpoint = this.state.get(id);
    if (!endpoint) return false;
    this.apply(endpoint, withCallSignal(endpoint.liveStatus, signal));
    const details = signal.active ? `Call signal: ${signal.text}` : 'Call signal ended';
    this.emit({ kind: 'log', ...commandLog(endpoint, details) });
    return true;
  }

  /** The role the endpoint runs now (`liveStatus.role`); undefined for its default. */
  assignRole(id: number, roleId: number | undefined): boolean {
    const endpoint = this.state.get(id);
    if (!endpoint) return false;
    this.apply(endpoint, withRole(endpoint.liveStatus, roleId));
    return true;
  }

  private stepOne(endpoint: SimulatedEndpoint, onlineAntennas: number[]) {
    const left = this.rebooting.get(endpoint.id);
    if (left === undefined) return stepEndpoint(endpoint, { random: this.random, onlineAntennas });
    if (left <= 1) this.rebooting.delete(endpoint.id);
    else this.rebooting.set(endpoint.id, left - 1);
    return rebootStep(endpoint, left, this.random);
  }

  private simulated(spec: Pick<EndpointSpec, 'id' | 'type' | 'modelVariant'>): SimulatedEndpoint {
    const base: Omit<SimulatedEndpoint, 'liveStatus'> = { id: spec.id, type: spec.type };
    if (spec.modelVariant !== undefined) base.modelVariant = spec.modelVariant;
    return { ...base, liveStatus: initialLiveStatus(base, this.random) };
  }

  private apply(endpoint: SimulatedEndpoint, next: EndpointLiveStatus): void {
    const before = endpoint.liveStatus;
    endpoint.liveStatus = next;
    for (const [path, value] of diffPaths(before, next)) {
      this.emit({
        kind: 'endpointChanged',
        endpointId: endpoint.id,
        path: `liveStatus.${path}`,
        value,
      });
    }
  }

  private updateAntennaCounts(notify: boolean): void {
    const counts = antennaBeltpackCounts(this.state.values());
    for (const e of this.state.values()) {
      if (e.type !== 'FSII-Antenna') continue;
      const next = { ...e.liveStatus, connectedBeltpacks: counts.get(e.id) ?? 0 };
      if (notify) this.apply(e, next);
      else e.liveStatus = next;
    }
  }

  private emit(event: HardwareEvent): void {
    for (const listener of this.listeners) listener(event);
  }
}

function copyEndpoint(endpoint: SimulatedEndpoint): HardwareEndpoint {
  return { id: endpoint.id, type: endpoint.type, liveStatus: structuredClone(endpoint.liveStatus) };
}
