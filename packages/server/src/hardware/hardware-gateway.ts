import type { PortSettings, PortLiveStatus } from '@crosspoint/protocol/entities/port';
import type { EndpointLiveStatus, EndpointType } from '@crosspoint/protocol/entities/endpoint';
import type { InterfaceType } from '../profiles/interface-types';

/** A port as the hardware is built (ports spec §3). Its settings are factory defaults. */
export interface PortSpec {
  id: number;
  hwIndex: number;
  desc: string;
  label: string;
  configType: string;
  settings: PortSettings;
}

/** An audio interface as the hardware is built; ids are packed (ports spec §3). */
export interface InterfaceSpec {
  id: number;
  hwIndex: number;
  type: InterfaceType;
  settings: { power?: boolean; termination?: boolean };
  ports: PortSpec[];
}

/** An endpoint known to the device: its identity and factory configuration. */
export interface EndpointSpec {
  id: number;
  type: EndpointType;
  label: string;
  model?: string;
  modelVariant?: number;
  revision?: string;
  settings: Record<string, unknown>;
}

/** Everything a device is made of when it leaves the factory. */
export interface HardwareInventory {
  interfaces: InterfaceSpec[];
  endpoints: EndpointSpec[];
}

/** An endpoint as the hardware sees it right now. */
export interface HardwareEndpoint {
  id: number;
  type: EndpointType;
  liveStatus: EndpointLiveStatus;
}

/** Event-log entity types (device spec §3): 0 beltpack, 1 transceiver. */
export type LogEntityType = 0 | 1;

/**
 * What the hardware reports. `path` is a dotted path into the endpoint or port, always at
 * the finest level that changed (`liveStatus.linkQuality`, `liveStatus.keyState`), matching
 * the wire format of `EndpointUpdated` (architecture §9).
 */
export type HardwareEvent =
  | { kind: 'endpointChanged'; endpointId: number; path: string; value: unknown }
  | { kind: 'endpointAdded'; endpoint: HardwareEndpoint; spec: EndpointSpec }
  | { kind: 'endpointRemoved'; endpointId: number }
  | { kind: 'portChanged'; portId: number; path: string; value: unknown }
  | {
      kind: 'log';
      entityId: number;
      entityType: LogEntityType;
      eventCode: number;
      details: string;
    };

export type HardwareListener = (event: HardwareEvent) => void;

/**
 * The device server's only way to reach its hardware. Services read live state and listen to
 * changes through it; the virtual hardware implements it today, a real driver could tomorrow.
 */
export interface HardwareGateway {
  endpoints(): HardwareEndpoint[];
  endpoint(id: number): HardwareEndpoint | undefined;
  portLiveStatus(portId: number): PortLiveStatus | undefined;
  interfacePowerSense(interfaceId: number): boolean | undefined;
  subscribe(listener: HardwareListener): () => void;
  /** Endpoint commands (device spec §7); each is false when the endpoint is unknown. */
  rebootEndpoint(id: number): boolean;
  remoteMicKill(id: number): boolean;
  callSignal(id: number, signal: { active: boolean; text: string }): boolean;
  assignRole(id: number, roleId: number | undefined): boolean;
  /** The endpoint is forgotten by the hardware (deleted or unpaired). */
  removeEndpoint(id: number): boolean;
  start(): void;
  stop(): void;
}
