import type { EndpointLiveStatus, KeyState } from '@crosspoint/protocol/entities/endpoint';
import {
  EVENT_CODES,
  idleKeys,
  isWireless,
  linkQualityTypeOf,
  type SimulatedEndpoint,
  type SimulationLog,
} from './endpoint-simulation';
import type { Random } from './prng';

/** Simulation steps (seconds) an endpoint takes to come back after a reboot or reset. */
export const REBOOT_STEPS = 3;

const entityTypeOf = (endpoint: SimulatedEndpoint) =>
  endpoint.type === 'FSII-Antenna' ? (1 as const) : (0 as const);
const statusCodeOf = (endpoint: SimulatedEndpoint) =>
  endpoint.type === 'FSII-Antenna' ? EVENT_CODES.transceiver : EVENT_CODES.status;

/** The live status right after an endpoint is told to reboot: offline, keys idle, no call. */
export function rebootingStatus(endpoint: SimulatedEndpoint): EndpointLiveStatus {
  const next: EndpointLiveStatus = { ...endpoint.liveStatus, status: 'offline' };
  delete next.callSignal;
  if (next.keyState) next.keyState = idleKeys(endpoint.type);
  return next;
}

/**
 * One step of a reboot in progress with `stepsLeft` steps to go (counted before this step):
 * it reconnects on the last-but-one step and is online on the last one (device spec §9 event
 * codes: 2 connection attempt, 0/1 status).
 */
export function rebootStep(
  endpoint: SimulatedEndpoint,
  stepsLeft: number,
  random: Random,
): { next: EndpointLiveStatus; logs: SimulationLog[] } {
  const next: EndpointLiveStatus = { ...endpoint.liveStatus };
  const log = (eventCode: number, details: string): SimulationLog => ({
    entityId: endpoint.id,
    entityType: entityTypeOf(endpoint),
    eventCode,
    details,
  });
  if (stepsLeft === 2) {
    next.status = 'connecting';
    return { next, logs: [log(EVENT_CODES.connectionAttempt, 'Connection attempt')] };
  }
  if (stepsLeft <= 1) {
    next.status = 'online';
    if (isWireless(endpoint)) {
      const linkQuality = random.int(70, 100);
      next.linkQuality = linkQuality;
      next.linkQualityType = linkQualityTypeOf(linkQuality);
      next.frameErrorRate = 0;
    }
    return { next, logs: [log(statusCodeOf(endpoint), 'online (after reboot)')] };
  }
  return { next, logs: [] };
}

/** The keys after a remote mic kill: every talking key stops talking (listen stays). */
export function micKilledKeys(keys: readonly KeyState[]): KeyState[] {
  return keys.map((key) => {
    if (key.currentState === 'talk') return { ...key, currentState: 'idle' };
    if (key.currentState === 'talklisten') return { ...key, currentState: 'listen' };
    return key;
  });
}

/** The log line of an operator command on an endpoint (device spec §9: 5 status update). */
export function commandLog(endpoint: SimulatedEndpoint, details: string): SimulationLog {
  return {
    entityId: endpoint.id,
    entityType: entityTypeOf(endpoint),
    eventCode:
      endpoint.type === 'FSII-Antenna' ? EVENT_CODES.transceiver : EVENT_CODES.statusUpdate,
    details,
  };
}

/** The log line of a status change, forced or by a reboot (code 0, or 1 for antennas). */
export function statusLog(endpoint: SimulatedEndpoint, details: string): SimulationLog {
  return { ...commandLog(endpoint, details), eventCode: statusCodeOf(endpoint) };
}

/** The live status with a call signal shown, or without one when it ends. */
export function withCallSignal(
  status: EndpointLiveStatus,
  signal: { active: boolean; text: string },
): EndpointLiveStatus {
  const next = { ...status };
  if (signal.active) next.callSignal = { active: true, text: signal.text };
  else delete next.callSignal;
  return next;
}

/** The live status running a role, or its default role (`undefined`). */
export function withRole(
  status: EndpointLiveStatus,
  roleId: number | undefined,
): EndpointLiveStatus {
  const next = { ...status };
  if (roleId === undefined) delete next.role;
  else next.role = roleId;
  return next;
}
