import type {
  EndpointLiveStatus,
  EndpointType,
  KeyState,
} from '@crosspoint/protocol/entities/endpoint';
import { LIMITS } from '@crosspoint/protocol/constants';
import type { LogEntityType } from '../hardware-gateway';
import type { Random } from './prng';

/** The part of an endpoint the simulation needs. */
export interface SimulatedEndpoint {
  id: number;
  type: EndpointType;
  modelVariant?: number;
  liveStatus: EndpointLiveStatus;
}

export interface SimulationLog {
  entityId: number;
  entityType: LogEntityType;
  eventCode: number;
  details: string;
}

// Event-log codes (device spec §9): beltpack 0 status, 2 connection attempt, 5 status
// update; transceiver 1.
export const EVENT_CODES = {
  status: 0,
  transceiver: 1,
  connectionAttempt: 2,
  passwordAttempt: 3,
  health: 4,
  statusUpdate: 5,
} as const;

/** Battery levels at which a beltpack logs a health event (device spec §9 code 4). */
export const BATTERY_WARNING_LEVELS: readonly number[] = [20, 10, 5];

const KEY_COUNTS: Record<EndpointType, number> = {
  'HMS-4X': 4,
  'HRM-4X': 4,
  'HKB-2X': 2,
  'HBP-2X': 2,
  'FSII-BP': 4,
  'FSII-Antenna': 0,
  'LQ-AIC': 4,
  SA: 0,
};

/** Beltpacks that run on a battery and report link quality. HBP-2X variant 2 is the HXII-BP. */
export function isWireless(endpoint: Pick<SimulatedEndpoint, 'type' | 'modelVariant'>): boolean {
  return endpoint.type === 'FSII-BP' || (endpoint.type === 'HBP-2X' && endpoint.modelVariant === 2);
}

/** Link quality type 0-5 from the colour bands of device spec §9. */
export function linkQualityTypeOf(linkQuality: number): number {
  const bands = LIMITS.linkQualityBands;
  const above = bands.findIndex((band) => linkQuality >= band);
  return above === -1 ? 0 : bands.length - above;
}

export function idleKeys(type: EndpointType): KeyState[] {
  return Array.from({ length: KEY_COUNTS[type] }, (_, keysetIndex) => ({
    keysetIndex,
    currentState: 'idle',
  }));
}

/** Antenna frequency bands: the first two antennas are 1.9 GHz, the others 2.4 GHz. */
export function antennaFrequency(antennaIndex: number): '1.9' | '2.4' {
  return antennaIndex < 2 ? '1.9' : '2.4';
}

const round1 = (value: number): number => Math.round(value * 10) / 10;
const clamp = (value: number, min: number, max: number): number =>
  Math.min(max, Math.max(min, value));

function radioFigures(random: Random, linkQuality: number): Partial<EndpointLiveStatus> {
  return {
    linkQuality,
    linkQualityType: linkQualityTypeOf(linkQuality),
    frameErrorRate: round1(random.next() * (linkQuality >= 60 ? 1.5 : 8)),
  };
}

export interface StepContext {
  random: Random;
  /** Indexes of the antennas online now, for beltpacks to roam between. */
  onlineAntennas: number[];
}

/**
 * One second of life of one endpoint: it may drop, try to connect, come online, lose link
 * quality, run down its battery, roam to another antenna or press a key. Pure apart from the
 * random source, so a seed replays exactly.
 */
export function stepEndpoint(
  endpoint: SimulatedEndpoint,
  ctx: StepContext,
): { next: EndpointLiveStatus; logs: SimulationLog[] } {
  const { random } = ctx;
  const current = endpoint.liveStatus;
  const next: EndpointLiveStatus = { ...current };
  const logs: SimulationLog[] = [];
  const antenna = endpoint.type === 'FSII-Antenna';
  const entityType: LogEntityType = antenna ? 1 : 0;
  const log = (eventCode: number, details: string): void => {
    logs.push({ entityId: endpoint.id, entityType, eventCode, details });
  };
  const statusCode = antenna ? EVENT_CODES.transceiver : EVENT_CODES.status;
  const wireless = isWireless(endpoint);

  if (current.status === 'offline' || current.status === 'unknown') {
    if (random.chance(0.08)) {
      next.status = 'connecting';
      log(EVENT_CODES.connectionAttempt, 'Connection attempt');
    }
  } else if (current.status === 'connecting') {
    if (random.chance(0.6)) {
      next.status = 'online';
      log(statusCode, 'online');
      if (wireless) {
        Object.assign(next, radioFigures(random, random.int(55, 100)));
        if ((next.batteryLevel ?? 0) <= 0) next.batteryLevel = 100;
      }
    } else if (random.chance(0.1)) {
      next.status = 'offline';
      log(statusCode, 'offline');
    }
  } else if (wireless) {
    const linkQuality = clamp((current.linkQuality ?? 80) + random.int(-6, 6), 0, 100);
    Object.assign(next, radioFigures(random, linkQuality));
    if (random.chance(0.2)) {
      next.batteryLevel = Math.max(0, (current.batteryLevel ?? 100) - 1);
      if (BATTERY_WARNING_LEVELS.includes(next.batteryLevel)) {
        log(EVENT_CODES.health, `Battery low (${next.batteryLevel}%)`);
      }
    }
    if (next.batteryLevel === 0 || (linkQuality < 15 && random.chance(0.3))) {
      next.status = 'offline';
      log(statusCode, next.batteryLevel === 0 ? 'offline (battery empty)' : 'offline (link lost)');
    } else if (endpoint.type === 'FSII-BP' && random.chance(0.03)) {
      const others = ctx.onlineAntennas.filter((index) => index !== current.antennaIndex);
      const target = others[random.int(0, others.length - 1)];
      if (target !== undefined) {
        next.antennaIndex = target;
        next.frequencyType = antennaFrequency(target);
        log(EVENT_CODES.statusUpdate, `Roamed to antenna ${target}`);
      }
    }
  } else if (random.chance(antenna ? 0.002 : 0.005)) {
    next.status = 'offline';
    log(statusCode, 'offline');
  }

  if (next.status === 'online' && current.keyState && current.keyState.length > 0) {
    if (random.chance(0.15)) {
      const pressed = random.int(0, current.keyState.length - 1);
      next.keyState = current.keyState.map((key, index) =>
        index === pressed
          ? { ...key, currentState: key.currentState === 'idle' ? 'talk' : 'idle' }
          : key,
      );
    }
  } else if (next.status !== 'online' && current.keyState?.some((k) => k.currentState !== 'idle')) {
    next.keyState = idleKeys(endpoint.type);
  }
  return { next, logs };
}
