import type { JoinState } from '@crosspoint/protocol/entities/connection';
import type {
  ConnectionEvents,
  ConnectionHardware,
  ConnectionHardwareEvent,
  ConnectionHardwareListener,
} from '../connection-hardware';

/** Join states change at most every this many ticks (seconds), so the screen stays readable. */
export const JOIN_STATE_PERIOD_TICKS = 5;
/** A call the far end does not answer ends after this many ticks (decision 0064). */
export const BUSY_CALL_TICKS = 1;
/** No simulated call lasts longer (one hour of ticks). */
export const MAX_CALL_TICKS = 3_600;
/** Usage the simulation reaches on its own stays under the refusal threshold (decision 0064). */
const NATURAL_USAGE_CAP = 80;

const JOIN_STATES: readonly JoinState[] = ['Talk', 'Talk-Listen', 'Listen', 'Listen'];

/** A 32-bit mix of integers: the same inputs always give the same number (no shared PRNG). */
function mix(...values: number[]): number {
  let h = 0x811c9dc5;
  for (const value of values) {
    h = Math.imul(h ^ (value >>> 0), 0x01000193);
    h ^= h >>> 15;
    h = Math.imul(h, 0x2c1b3c6d);
    h ^= h >>> 12;
  }
  return h >>> 0;
}

interface SimulatedCall {
  portId: number;
  uri: string;
  placedAt: number;
}

/**
 * Virtual mixing of connections and SIP calls: who talks and listens in each connection, and
 * calls that ring out and end. Deterministic: states are a function of the seed, the tick, the
 * connection and the port, never of a random sequence shared with the endpoint simulation.
 */
export class VirtualConnections implements ConnectionHardware {
  private readonly members = new Map<number, number[]>();
  private readonly states = new Map<number, Map<number, JoinState>>();
  private readonly liveEvents = new Map<number, ConnectionEvents>();
  private readonly calls = new Map<number, SimulatedCall>();
  private readonly listeners = new Set<ConnectionHardwareListener>();
  private forcedUsage: number | undefined;
  private tick = 0;

  constructor(private readonly seed: number) {}

  setMembers(connectionId: number, portIds: readonly number[]): void {
    const sorted = [...portIds].sort((a, b) => a - b);
    const before = this.members.get(connectionId) ?? [];
    if (sorted.length === before.length && sorted.every((id, n) => id === before[n])) return;
    if (sorted.length === 0) {
      this.members.delete(connectionId);
      this.states.delete(connectionId);
      this.liveEvents.delete(connectionId);
    } else {
      this.members.set(connectionId, sorted);
    }
    this.refresh(connectionId, true);
  }

  joinState(connectionId: number, portId: number): JoinState | undefined {
    return this.states.get(connectionId)?.get(portId);
  }

  remotePortJoinState(connectionId: number, portId: number): JoinState {
    return this.stateAt(connectionId, portId);
  }

  endpointJoinState(connectionId: number, endpointId: number): JoinState {
    // Endpoint ids live beside port ids (ports start at 65,536): offset so they never meet.
    return this.stateAt(connectionId, -1 - endpointId);
  }

  events(connectionId: number): ConnectionEvents {
    return {
      ...(this.liveEvents.get(connectionId) ?? { call: false, control: false, talk: false }),
    };
  }

  placeCall(callId: number, portId: number, uri: string): void {
    this.calls.set(callId, { portId, uri, placedAt: this.tick });
    this.refreshPort(portId);
  }

  hangUp(callId: number): boolean {
    const call = this.calls.get(callId);
    if (!call) return false;
    this.calls.delete(callId);
    this.refreshPort(call.portId);
    return true;
  }

  callInProgress(callId: number): boolean {
    return this.calls.has(callId);
  }

  usage(): number {
    if (this.forcedUsage !== undefined) return this.forcedUsage;
    let assignments = 0;
    for (const ports of this.members.values()) assignments += ports.length;
    return Math.min(NATURAL_USAGE_CAP, 5 + 3 * assignments + 10 * this.calls.size);
  }

  /** Forces the device usage (the `/sim` control API); undefined returns to the simulation. */
  forceUsage(percent: number | undefined): void {
    this.forcedUsage = percent;
  }

  subscribe(listener: ConnectionHardwareListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** One simulation step: calls to a busy far end or past their time end; join states move. */
  step(tick: number): void {
    this.tick = tick;
    for (const [callId, call] of [...this.calls]) {
      const age = tick - call.placedAt;
      const busy = /^(sips?:)?busy/i.test(call.uri);
      if ((busy && age >= BUSY_CALL_TICKS) || age >= MAX_CALL_TICKS) {
        this.calls.delete(callId);
        this.emit({ kind: 'callEnded', callId, portId: call.portId });
        this.refreshPort(call.portId);
      }
    }
    for (const connectionId of this.members.keys()) this.refresh(connectionId, false);
    if (tick % JOIN_STATE_PERIOD_TICKS === 0) this.emit({ kind: 'joinPeriod' });
  }

  private refreshPort(portId: number): void {
    for (const [connectionId, ports] of this.members) {
      if (ports.includes(portId)) this.refresh(connectionId, false);
    }
  }

  private refresh(connectionId: number, force: boolean): void {
    const ports = this.members.get(connectionId) ?? [];
    const bucket = Math.floor(this.tick / JOIN_STATE_PERIOD_TICKS);
    const next = new Map<number, JoinState>();
    for (const portId of ports) next.set(portId, this.stateAt(connectionId, portId));
    const onCall = new Set([...this.calls.values()].map((c) => c.portId));
    const events: ConnectionEvents = {
      talk: [...next.values()].some((s) => s !== 'Listen'),
      call: ports.some((p) => onCall.has(p)),
      control: ports.length > 0 && mix(this.seed, connectionId, bucket) % 10 === 0,
    };
    const before = this.states.get(connectionId);
    const changed =
      force ||
      !sameStates(before, next) ||
      JSON.stringify(this.liveEvents.get(connectionId)) !== JSON.stringify(events);
    if (ports.length > 0) {
      this.states.set(connectionId, next);
      this.liveEvents.set(connectionId, events);
    }
    if (changed) this.emit({ kind: 'connectionLive', connectionId });
  }

  private stateAt(connectionId: number, member: number): JoinState {
    const bucket = Math.floor(this.tick / JOIN_STATE_PERIOD_TICKS);
    return (
      JOIN_STATES[mix(this.seed, connectionId, member, bucket) % JOIN_STATES.length] ?? 'Listen'
    );
  }

  private emit(event: ConnectionHardwareEvent): void {
    for (const listener of this.listeners) listener(event);
  }
}

function sameStates(a: Map<number, JoinState> | undefined, b: Map<number, JoinState>): boolean {
  if (a === undefined) return b.size === 0;
  if (a.size !== b.size) return false;
  for (const [key, value] of a) if (b.get(key) !== value) return false;
  return true;
}
