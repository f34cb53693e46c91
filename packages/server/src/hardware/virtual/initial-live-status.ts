import type { EndpointLiveStatus } from '@crosspoint/protocol/entities/endpoint';
import { isAntennaId } from '@crosspoint/protocol/rules/ids';
import { LIMITS } from '@crosspoint/protocol/constants';
import { FSII_ANTENNA_COUNT } from './factory-inventory';
import {
  antennaFrequency,
  idleKeys,
  isWireless,
  linkQualityTypeOf,
  type SimulatedEndpoint,
} from './endpoint-simulation';
import type { Random } from './prng';

/**
 * Live status of an endpoint when the hardware powers up. A few endpoints start offline so a
 * fresh device shows every status on its overview (FSII beltpacks 8-10, the last HelixNet
 * beltpack, the second agent).
 */
export function initialLiveStatus(
  endpoint: Omit<SimulatedEndpoint, 'liveStatus'>,
  random: Random,
): EndpointLiveStatus {
  if (endpoint.type === 'FSII-Antenna' || isAntennaId(endpoint.id)) {
    const index = endpoint.id - LIMITS.antennaIdOffset;
    return { status: 'online', frequencyType: antennaFrequency(index), connectedBeltpacks: 0 };
  }
  const startsOffline =
    (endpoint.type === 'FSII-BP' && endpoint.id > 7) ||
    (endpoint.type === 'HBP-2X' && endpoint.modelVariant !== 2 && endpoint.id === 7) ||
    (endpoint.type === 'LQ-AIC' && endpoint.id === 2);
  const status: EndpointLiveStatus = {
    status: startsOffline ? 'offline' : 'online',
    keyState: idleKeys(endpoint.type),
  };
  if (endpoint.type === 'LQ-AIC') {
    status.os = 'Android';
    status.osVersion = '14';
  }
  if (isWireless(endpoint)) {
    const linkQuality = random.int(55, 100);
    status.linkQuality = linkQuality;
    status.linkQualityType = linkQualityTypeOf(linkQuality);
    status.frameErrorRate = 0;
    status.batteryLevel = random.int(40, 100);
  }
  if (endpoint.type === 'FSII-BP') {
    const antennaIndex = (endpoint.id - 1) % FSII_ANTENNA_COUNT;
    status.antennaIndex = antennaIndex;
    status.frequencyType = antennaFrequency(antennaIndex);
  }
  return status;
}
