import { describe, expect, it } from 'vitest';
import type { Endpoint, EndpointStatus } from '../entities/endpoint';
import {
  antennaDensityWarning,
  compareEndpointsByStatus,
  endpointModelName,
  endpointStatusOf,
  ENDPOINT_STATUS_ORDER,
  linkQualityBand,
  listOnlineState,
  shouldShowFrameErrorRate,
} from './endpoint-status';

function endpoint(id: number, status?: EndpointStatus): Pick<Endpoint, 'id' | 'liveStatus'> {
  return status === undefined ? { id } : { id, liveStatus: { status } };
}

describe('endpoint status', () => {
  // device spec §4: "Endpoint status order: online, connecting, offline, unknown."
  it('orders the statuses as the spec lists them', () => {
    expect(ENDPOINT_STATUS_ORDER).toEqual(['online', 'connecting', 'offline', 'unknown']);
  });

  it.each([
    { status: 'online' as const, shown: 'online' },
    { status: 'connecting' as const, shown: 'connecting' },
    { status: 'offline' as const, shown: 'offline' },
    { status: 'unknown' as const, shown: 'unknown' },
    { status: undefined, shown: 'unknown' },
  ])('liveStatus $status → $shown', ({ status, shown }) => {
    expect(endpointStatusOf(endpoint(1, status))).toBe(shown);
  });

  // device spec §4: "Endpoint status order: online, connecting, offline, unknown."
  it.each([
    { a: endpoint(9, 'online'), b: endpoint(1, 'connecting'), sign: -1 },
    { a: endpoint(1, 'connecting'), b: endpoint(9, 'online'), sign: 1 },
    { a: endpoint(1, 'connecting'), b: endpoint(2, 'offline'), sign: -1 },
    { a: endpoint(1, 'offline'), b: endpoint(2, 'unknown'), sign: -1 },
    { a: endpoint(1), b: endpoint(2, 'offline'), sign: 1 },
    { a: endpoint(3, 'online'), b: endpoint(5, 'online'), sign: -1 },
    { a: endpoint(5, 'online'), b: endpoint(3, 'online'), sign: 1 },
    { a: endpoint(4, 'offline'), b: endpoint(4, 'offline'), sign: 0 },
  ])('compare #$a.id vs #$b.id → sign $sign', ({ a, b, sign }) => {
    expect(Math.sign(compareEndpointsByStatus(a, b))).toBe(sign);
  });

  it('sorts a mixed list by status, then id', () => {
    const list = [
      endpoint(5),
      endpoint(4, 'offline'),
      endpoint(3, 'online'),
      endpoint(2, 'connecting'),
      endpoint(1, 'online'),
    ];
    expect([...list].sort(compareEndpointsByStatus).map((e) => e.id)).toEqual([1, 3, 2, 4, 5]);
  });

  // device spec §4: "Online/offline for the device list is taken from liveStatus (online,
  // otherwise offline)."
  it.each([
    { status: 'online' as const, shown: 'online' },
    { status: 'connecting' as const, shown: 'offline' },
    { status: 'offline' as const, shown: 'offline' },
    { status: 'unknown' as const, shown: 'offline' },
    { status: undefined, shown: 'offline' },
  ])('device list: $status → $shown', ({ status, shown }) => {
    expect(listOnlineState(endpoint(1, status))).toBe(shown);
  });
});

describe('endpointModelName', () => {
  // device spec §1: "beltpack HBP-2X, also shown as HXII-BP when model variant is 2",
  // "antennas FSII-Antenna, displayed as FSII-Transceiver", "A model missing on an endpoint is
  // displayed as 'No Model Name Detected'."
  it.each([
    { e: { type: 'FSII-Antenna' }, shown: 'FSII-Transceiver' },
    { e: { type: 'FSII-Antenna', model: 'FSII-Antenna' }, shown: 'FSII-Transceiver' },
    { e: { type: 'HBP-2X', modelVariant: 2 }, shown: 'HXII-BP' },
    { e: { type: 'HBP-2X', model: 'HBP-2X', modelVariant: 2 }, shown: 'HXII-BP' },
    { e: { type: 'HBP-2X', modelVariant: 1 }, shown: 'HBP-2X' },
    { e: { type: 'HBP-2X' }, shown: 'HBP-2X' },
    { e: { type: 'HRM-4X', model: 'HRM-4X' }, shown: 'HRM-4X' },
    { e: { type: 'FSII-BP', model: 'FSII-BP-X' }, shown: 'FSII-BP-X' },
    { e: { type: 'LQ-AIC', model: '  ' }, shown: 'LQ-AIC' },
    { e: { type: '', model: '' }, shown: 'No Model Name Detected' },
    { e: {}, shown: 'No Model Name Detected' },
  ])('$e → $shown', ({ e, shown }) => {
    expect(endpointModelName(e)).toBe(shown);
  });
});

describe('link quality and frame error rate', () => {
  // device spec §9: "Link quality colour bands: 80, 60, 40, 20, 10"
  it.each([
    { percent: 100, band: 5 },
    { percent: 80, band: 5 },
    { percent: 79.9, band: 4 },
    { percent: 60, band: 4 },
    { percent: 59, band: 3 },
    { percent: 40, band: 3 },
    { percent: 39, band: 2 },
    { percent: 20, band: 2 },
    { percent: 19, band: 1 },
    { percent: 10, band: 1 },
    { percent: 9.99, band: 0 },
    { percent: 0, band: 0 },
    { percent: Number.NaN, band: 0 },
  ])('$percent% → band $band', ({ percent, band }) => {
    expect(linkQualityBand(percent)).toBe(band);
  });

  // device spec §9: "Frame error rate shown: over 2"
  it.each([
    { fer: 0, shown: false },
    { fer: 2, shown: false },
    { fer: 2.01, shown: true },
    { fer: 15, shown: true },
  ])('frame error rate $fer → shown $shown', ({ fer, shown }) => {
    expect(shouldShowFrameErrorRate(fer)).toBe(shown);
  });
});

describe('antennaDensityWarning', () => {
  // device spec §9: "Antenna density warning: 4 or more beltpacks at 2.4, 5 or more at 1.9"
  it.each([
    { beltpacks: 0, band: '2.4' as const, warn: false },
    { beltpacks: 3, band: '2.4' as const, warn: false },
    { beltpacks: 4, band: '2.4' as const, warn: true },
    { beltpacks: 7, band: '2.4' as const, warn: true },
    { beltpacks: 4, band: '1.9' as const, warn: false },
    { beltpacks: 5, band: '1.9' as const, warn: true },
    { beltpacks: 6, band: '1.9' as const, warn: true },
  ])('$beltpacks beltpacks at $band GHz → $warn', ({ beltpacks, band, warn }) => {
    expect(antennaDensityWarning(beltpacks, band)).toBe(warn);
  });
});
