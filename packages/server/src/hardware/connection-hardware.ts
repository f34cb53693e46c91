import type { JoinState } from '@crosspoint/protocol/entities/connection';

/** Live events of a connection (ports spec §3: events {call, control, talk}). */
export interface ConnectionEvents {
  call: boolean;
  control: boolean;
  talk: boolean;
}

/** What the audio hardware reports about connections and SIP calls. */
export type ConnectionHardwareEvent =
  | { kind: 'connectionLive'; connectionId: number }
  /** Join states of endpoints may have moved (a new period began). */
  | { kind: 'joinPeriod' }
  | { kind: 'callEnded'; callId: number; portId: number };

export type ConnectionHardwareListener = (event: ConnectionHardwareEvent) => void;

/**
 * The part of the hardware gateway that mixes connections and places SIP calls (ports spec
 * §3, §4). Services tell it which ports are in which connection; it reports who talks and
 * listens, and when a call ends. Kept beside {@link HardwareGateway} so the connection work
 * does not widen the endpoint event stream.
 */
export interface ConnectionHardware {
  /** The ports now in connection `connectionId` (an empty list removes it). */
  setMembers(connectionId: number, portIds: readonly number[]): void;
  joinState(connectionId: number, portId: number): JoinState | undefined;
  /** How a port of another device of the group is joined to it right now. */
  remotePortJoinState(connectionId: number, portId: number): JoinState;
  /** How an endpoint whose role names the connection is joined to it right now. */
  endpointJoinState(connectionId: number, endpointId: number): JoinState;
  events(connectionId: number): ConnectionEvents;
  /** Dials `uri` from a SIP port; the call is in progress until it ends or is hung up. */
  placeCall(callId: number, portId: number, uri: string): void;
  /** Ends a call; false if it was not in progress. */
  hangUp(callId: number): boolean;
  callInProgress(callId: number): boolean;
  /** Resource usage of the device in percent (ports spec §5, §9: refused over 85). */
  usage(): number;
  subscribe(listener: ConnectionHardwareListener): () => void;
}
