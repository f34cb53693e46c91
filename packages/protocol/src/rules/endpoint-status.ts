import { LIMITS } from '../constants';
import type { Endpoint, EndpointStatus } from '../entities/endpoint';

// device spec §4: "Endpoint status order: online, connecting, offline, unknown."
export const ENDPOINT_STATUS_ORDER = [
  'online',
  'connecting',
  'offline',
  'unknown',
] as const satisfies readonly EndpointStatus[];

/** An endpoint without live status yet is 'unknown'. */
export function endpointStatusOf(endpoint: Pick<Endpoint, 'liveStatus'>): EndpointStatus {
  return endpoint.liveStatus?.status ?? 'unknown';
}

// device spec §4: endpoint lists sort by the status order, then by id for a stable order.
/** Comparator for `Array.prototype.sort`. */
export function compareEndpointsByStatus(
  a: Pick<Endpoint, 'id' | 'liveStatus'>,
  b: Pick<Endpoint, 'id' | 'liveStatus'>,
): number {
  const byStatus =
    ENDPOINT_STATUS_ORDER.indexOf(endpointStatusOf(a)) -
    ENDPOINT_STATUS_ORDER.indexOf(endpointStatusOf(b));
  return byStatus !== 0 ? byStatus : a.id - b.id;
}

// device spec §4: "Online/offline for the device list is taken from liveStatus (online,
// otherwise offline)."
export function listOnlineState(endpoint: Pick<Endpoint, 'liveStatus'>): 'online' | 'offline' {
  return endpointStatusOf(endpoint) === 'online' ? 'online' : 'offline';
}

export const NO_MODEL_NAME = 'No Model Name Detected';

// device spec §1: FSII-Antenna is displayed as FSII-Transceiver, HBP-2X as HXII-BP when its
// model variant is 2, and a missing model as 'No Model Name Detected'.
/**
 * The model shown for an endpoint. The renames follow the type; otherwise the reported model
 * is shown, falling back to the type, and only when neither is known the 'no model' text.
 */
export function endpointModelName(endpoint: {
  type?: string;
  model?: string;
  modelVariant?: number;
}): string {
  if (endpoint.type === 'FSII-Antenna') return 'FSII-Transceiver';
  if (endpoint.type === 'HBP-2X' && endpoint.modelVariant === 2) return 'HXII-BP';
  const model = endpoint.model?.trim();
  if (model) return model;
  return endpoint.type?.trim() || NO_MODEL_NAME;
}

/** Link quality gauge level, 0 (worst) to 5 (best). */
export type LinkQualityBand = 0 | 1 | 2 | 3 | 4 | 5;

// device spec §9: "Link quality colour bands: 80, 60, 40, 20, 10".
/** ≥80 → 5, ≥60 → 4, ≥40 → 3, ≥20 → 2, ≥10 → 1, below 10 (or not a number) → 0. */
export function linkQualityBand(percent: number): LinkQualityBand {
  const bands = LIMITS.linkQualityBands;
  const index = bands.findIndex((floor) => percent >= floor);
  if (index === -1) return 0;
  const levels = [5, 4, 3, 2, 1] as const;
  return levels[index] ?? 0;
}

// device spec §9: "Frame error rate shown: over 2".
export function shouldShowFrameErrorRate(frameErrorRate: number): boolean {
  return frameErrorRate > LIMITS.frameErrorRateShownOver;
}

/** Beltpacks on one antenna from which a density warning shows, per radio band. */
export const ANTENNA_DENSITY_WARNING_AT = { '2.4': 4, '1.9': 5 } as const;

// device spec §9: "Antenna density warning: 4 or more beltpacks at 2.4, 5 or more at 1.9".
export function antennaDensityWarning(
  connectedBeltpacks: number,
  frequencyType: '2.4' | '1.9',
): boolean {
  return connectedBeltpacks >= ANTENNA_DENSITY_WARNING_AT[frequencyType];
}
