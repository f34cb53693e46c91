import type { DeviceTypeName } from '@crosspoint/protocol/entities/device';
import type { PortSettings } from '@crosspoint/protocol/entities/port';
import { antennaIdOf, interfaceIdOf, isAntennaId, portIdOf } from '@crosspoint/protocol/rules/ids';
import type { InterfaceType } from '../../profiles/interface-types';
import type { EndpointSpec, HardwareInventory, InterfaceSpec } from '../hardware-gateway';

interface InterfacePlan {
  type: InterfaceType;
  descs: string[];
}

// Issue 2 and ports spec §3: which interfaces each device type is built with.
const INTERFACE_PLANS: Record<DeviceTypeName, InterfacePlan[]> = {
  'HMS-4X': [
    { type: '2W', descs: ['A', 'B'] },
    { type: '4W', descs: ['C', 'D'] },
    { type: 'PGM', descs: ['PGM'] },
    { type: 'SA', descs: ['SA'] },
    { type: 'HS', descs: ['HS'] },
  ],
  FSII: [
    { type: '2W', descs: ['A', 'B'] },
    { type: '4W', descs: ['C', 'D'] },
  ],
  'LQ-4W2': [
    { type: '4W', descs: ['A', 'B'] },
    { type: 'IVC', descs: ['IVC 1', 'IVC 2'] },
    { type: 'SIP', descs: ['SIP 1', 'SIP 2'] },
  ],
};

function portSettings(deviceType: DeviceTypeName, type: InterfaceType): PortSettings {
  const mainStation = deviceType === 'HMS-4X';
  switch (type) {
    case '2W':
      return { inputGain: 0, outputGain: 0 };
    case '4W':
      if (mainStation) return { inputGain: 0, outputGain: 0, multiChannel: false };
      // LQ 4-wire ports carry logic I/O, serial data and a local mix (issue 5).
      return {
        inputGain: 0,
        outputGain: 0,
        ...(deviceType === 'LQ-4W2' ? { multiChannel: true } : {}),
        vox: { state: false, threshold: -30, delay: 1, events: [] },
        ...(deviceType === 'LQ-4W2'
          ? {
              gpis: [{ events: [], offDelay: 0 }],
              gpos: [{ events: [], offDelay: 0 }],
              serial: { baudRate: 9600 },
              localMix: { bridge: [] },
            }
          : {}),
      };
    // ports spec §5: program input has no output gain, stage announce no input gain.
    case 'PGM':
      return { inputGain: 0 };
    case 'SA':
      return { outputGain: 0 };
    case 'HS':
      return {
        sidetoneGain: -6,
        headphoneLimit: 0,
        sidetoneControl: 'tracking',
        headsetMicType: 'automatic',
      };
    case 'IVC':
    case 'SIP':
      return {
        inputGain: 0,
        outputGain: 0,
        // ports spec §5: multi-channel is hidden for SIP interfaces.
        ...(type === 'IVC' ? { multiChannel: true } : {}),
        localMix: { bridge: [] },
        silenceSupp: false,
        fec: false,
        networkQuality: { type: 2, bitrate: 32, packetSize: 20, jitter: 60 },
      };
  }
}

/** Port descs of a plan grown to `count` ports: A, B, … or `IVC 3`, `SIP 12`, … */
function grownDescs(plan: InterfacePlan, count: number): string[] {
  return Array.from({ length: count }, (_, n) => {
    const known = plan.descs[n];
    if (known !== undefined) return known;
    if (plan.type === 'IVC' || plan.type === 'SIP') return `${plan.type} ${n + 1}`;
    return n < 26 ? String.fromCharCode(65 + n) : `${n + 1}`;
  });
}

/** The plans with `portCount` ports in all, spread over the interfaces in turn. */
function scaledPlans(plans: InterfacePlan[], portCount: number | undefined): InterfacePlan[] {
  if (portCount === undefined) return plans;
  return plans.map((plan, index) => {
    const share = Math.floor(portCount / plans.length) + (index < portCount % plans.length ? 1 : 0);
    return { ...plan, descs: grownDescs(plan, Math.min(share, 255)) };
  });
}

function interfacesOf(
  deviceType: DeviceTypeName,
  deviceId: number,
  portCount?: number,
): InterfaceSpec[] {
  return scaledPlans(INTERFACE_PLANS[deviceType], portCount).map((plan, index) => ({
    id: interfaceIdOf(deviceId, index),
    hwIndex: index,
    type: plan.type,
    settings: plan.type === '2W' ? { power: true, termination: true } : {},
    ports: plan.descs.map((desc, n) => ({
      id: portIdOf(deviceId, index, n),
      hwIndex: n,
      desc,
      label: plan.type === desc ? desc : `${plan.type} ${desc}`,
      configType: plan.type,
      settings: portSettings(deviceType, plan.type),
    })),
  }));
}

const pad = (n: number): string => String(n).padStart(2, '0');

function helixNetEndpoints(): EndpointSpec[] {
  const specs: EndpointSpec[] = [];
  const add = (type: EndpointSpec['type'], label: string, modelVariant = 1): void => {
    specs.push({
      id: specs.length + 1,
      type,
      label,
      model: type,
      modelVariant,
      revision: '4.2.0',
      settings: {},
    });
  };
  add('HRM-4X', 'Remote 1');
  add('HRM-4X', 'Remote 2');
  add('HKB-2X', 'Speaker 1');
  for (let n = 1; n <= 4; n++) add('HBP-2X', `Beltpack ${n}`);
  // Model variant 2 is the wireless HXII-BP (device spec §1).
  for (let n = 1; n <= 2; n++) add('HBP-2X', `HXII-BP ${n}`, 2);
  return specs;
}

/** Antennas of an FSII base; beltpack and antenna counts match a small real system. */
export const FSII_ANTENNA_COUNT = 4;
const FSII_BELTPACK_COUNT = 10;

function freeSpeakEndpoints(): EndpointSpec[] {
  const specs: EndpointSpec[] = [];
  for (let n = 1; n <= FSII_BELTPACK_COUNT; n++) {
    specs.push({
      id: n,
      type: 'FSII-BP',
      label: `BP-${pad(n)}`,
      model: 'FSII-BP',
      revision: '5.1.0',
      settings: {},
    });
  }
  for (let index = 0; index < FSII_ANTENNA_COUNT; index++) {
    specs.push({
      id: antennaIdOf(index),
      type: 'FSII-Antenna',
      label: `Antenna ${index + 1}`,
      model: index < 2 ? 'FSII-TCVR-19' : 'FSII-TCVR-24',
      revision: '5.1.0',
      settings: {},
    });
  }
  return specs;
}

function agentEndpoints(): EndpointSpec[] {
  return [1, 2].map((n) => ({
    id: n,
    type: 'LQ-AIC' as const,
    label: `Agent ${n}`,
    model: 'Agent-IC',
    settings: {},
  }));
}

/**
 * The inventory a device of `type` leaves the factory with, in slot `deviceId` (1 when
 * standalone). Fixed tables, not random: only live status is simulated. `portCount` builds a
 * larger device with that many ports over the same interfaces (benchmarks, load tests).
 */
export function factoryInventory(
  type: DeviceTypeName,
  deviceId: number,
  portCount?: number,
): HardwareInventory {
  const endpoints =
    type === 'HMS-4X'
      ? helixNetEndpoints()
      : type === 'FSII'
        ? freeSpeakEndpoints()
        : agentEndpoints();
  return {
    interfaces: interfacesOf(type, deviceId, portCount),
    endpoints: endpoints.map((e) =>
      isAntennaId(e.id) ? e : { ...e, id: e.id + endpointIdBase(deviceId) },
    ),
  };
}

/**
 * Endpoint ids must be unique in a link group, whose master lists every member's endpoints
 * (decision 0073): slot n numbers its endpoints from (n - 1) * 100 + 1. Slot 1 keeps 1, 2, …
 */
export function endpointIdBase(deviceId: number): number {
  return Math.max(0, deviceId - 1) * 100;
}
