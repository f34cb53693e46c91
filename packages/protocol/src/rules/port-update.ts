import type { DeviceTypeName } from '../entities/device';
import type { NetworkQuality, PortSettings } from '../entities/port';
import type { PortSettingsPatch } from '../entities/port-update';
import {
  CUSTOM_NETWORK_QUALITY,
  networkQualityError,
  networkQualityPreset,
} from './network-quality';
import { inputGainAvailable, multiChannelHidden, outputGainAvailable } from './port-fields';
import {
  BAUD_RATE_OPTIONS,
  HEADPHONE_LIMIT_OPTIONS,
  OFF_DELAY_OPTIONS,
  SIDETONE_GAIN_OPTIONS,
  VOX_DELAY_OPTIONS,
  gainOptions,
  voxThresholdOptions,
} from './port-options';

/** A port as the update rules see it. */
export interface PortPatchTarget {
  portId: number;
  label: string;
  deviceType: DeviceTypeName;
  interfaceType: string;
  configType: string;
  settings: PortSettings;
}

type Result<T> = { ok: true; value: T } | { ok: false; message: string };

const fail = (message: string): { ok: false; message: string } => ({ ok: false, message });

function notOffered(target: PortPatchTarget, field: string): string {
  return `${target.label}: the setting ${field} does not apply to this port.`;
}

function notAllowed(
  target: PortPatchTarget,
  field: string,
  value: unknown,
  options: readonly unknown[],
): string {
  return `${target.label}: ${field} ${String(value)} is not allowed (allowed: ${options.join(', ')}).`;
}

/**
 * The network quality a port gets from a patch (ports spec §4, §5): presets 0-4 take their
 * values from the preset table, fitted to the port's FEC and silence suppression; a patch that
 * sets values without a type makes the quality custom (5), which must be valid as it is.
 */
export function resolveNetworkQuality(
  settings: PortSettings,
  patch: PortSettingsPatch,
): NetworkQuality | string | undefined {
  const current = settings.networkQuality;
  if (current === undefined) return undefined;
  const touched =
    patch.networkQuality !== undefined ||
    patch.fec !== undefined ||
    patch.silenceSupp !== undefined;
  if (!touched) return current;
  const options = {
    fec: patch.fec ?? settings.fec ?? false,
    silenceSupp: patch.silenceSupp ?? settings.silenceSupp ?? false,
  };
  const { type: patchType, ...values } = patch.networkQuality ?? {};
  const type =
    patchType ?? (Object.keys(values).length > 0 ? CUSTOM_NETWORK_QUALITY : current.type);
  const preset = networkQualityPreset(type, options);
  if (preset !== undefined) return preset;
  const custom: NetworkQuality = { ...current, ...values, type };
  return networkQualityError(custom, options) ?? custom;
}

function checkGains(target: PortPatchTarget, patch: PortSettingsPatch): string | undefined {
  const gains = gainOptions(target.deviceType, target.interfaceType);
  const port = {
    audioInterfaceType_shortName: target.interfaceType,
    port_config_type: target.configType,
  };
  const checks = [
    ['inputGain', patch.inputGain, inputGainAvailable(port)],
    ['outputGain', patch.outputGain, outputGainAvailable(port)],
  ] as const;
  for (const [field, value, available] of checks) {
    if (value === undefined) continue;
    if (!available || target.settings[field] === undefined) return notOffered(target, field);
    if (!gains.includes(value)) return notAllowed(target, field, value, gains);
  }
  return undefined;
}

function checkVox(target: PortPatchTarget, patch: PortSettingsPatch): string | undefined {
  if (patch.vox === undefined) return undefined;
  const thresholds = voxThresholdOptions(target.deviceType, target.interfaceType);
  if (target.settings.vox === undefined || thresholds.length === 0)
    return notOffered(target, 'vox');
  const { threshold, delay } = patch.vox;
  if (threshold !== undefined && !thresholds.includes(threshold)) {
    return notAllowed(target, 'VOX threshold', threshold, thresholds);
  }
  if (delay !== undefined && !VOX_DELAY_OPTIONS.includes(delay)) {
    return notAllowed(target, 'VOX delay', delay, VOX_DELAY_OPTIONS);
  }
  return undefined;
}

function checkLogic(target: PortPatchTarget, patch: PortSettingsPatch): string | undefined {
  for (const field of ['gpis', 'gpos'] as const) {
    const wanted = patch[field];
    if (wanted === undefined) continue;
    const present = target.settings[field];
    if (present === undefined) return notOffered(target, field);
    if (wanted.length !== present.length) {
      return `${target.label}: ${field} must list ${present.length} entries.`;
    }
    const bad = wanted.find((g) => !OFF_DELAY_OPTIONS.includes(g.offDelay));
    if (bad) return notAllowed(target, 'off delay', bad.offDelay, OFF_DELAY_OPTIONS);
  }
  return undefined;
}

function checkHeadset(target: PortPatchTarget, patch: PortSettingsPatch): string | undefined {
  const limits = HEADPHONE_LIMIT_OPTIONS.map((o) => o.value);
  if (patch.sidetoneGain !== undefined && !SIDETONE_GAIN_OPTIONS.includes(patch.sidetoneGain)) {
    return notAllowed(target, 'sidetone gain', patch.sidetoneGain, SIDETONE_GAIN_OPTIONS);
  }
  if (patch.headphoneLimit !== undefined && !limits.includes(patch.headphoneLimit)) {
    return notAllowed(target, 'headphone limit', patch.headphoneLimit, limits);
  }
  return undefined;
}

function checkOthers(
  target: PortPatchTarget,
  patch: PortSettingsPatch,
  devicePorts: readonly number[],
): string | undefined {
  if (patch.serial !== undefined && !BAUD_RATE_OPTIONS.includes(patch.serial.baudRate)) {
    return notAllowed(target, 'baud rate', patch.serial.baudRate, BAUD_RATE_OPTIONS);
  }
  if (patch.multiChannel !== undefined && multiChannelHidden([target.interfaceType])) {
    return notOffered(target, 'multiChannel');
  }
  const bridge = patch.localMix?.bridge;
  if (bridge !== undefined) {
    if (bridge.includes(target.portId))
      return `${target.label}: a port cannot be bridged with itself.`;
    if (new Set(bridge).size !== bridge.length)
      return `${target.label}: a bridged port is listed twice.`;
    const unknown = bridge.find((id) => !devicePorts.includes(id));
    if (unknown !== undefined)
      return `${target.label}: port ${unknown} is not a port of this device.`;
  }
  return undefined;
}

/** Patch fields that need the port to have the setting already (ports spec §2 "settings present"). */
const PRESENCE_FIELDS = [
  'multiChannel',
  'silenceSupp',
  'fec',
  'networkQuality',
  'serial',
  'localMix',
  'assignedDeviceId',
  'sidetoneGain',
  'headphoneLimit',
  'sidetoneControl',
  'headsetMicType',
] as const;

/**
 * Checks a patch against one port and returns the settings it would have (ports spec §5 field
 * rules and capability rules, §9 option tables). The server applies a patch only when every
 * selected port accepts it; the console uses the same checks to offer only valid values.
 */
export function applyPortPatch(
  target: PortPatchTarget,
  patch: PortSettingsPatch,
  devicePorts: readonly number[],
): Result<PortSettings> {
  for (const field of PRESENCE_FIELDS) {
    if (patch[field] !== undefined && target.settings[field] === undefined) {
      return fail(notOffered(target, field));
    }
  }
  const error =
    checkGains(target, patch) ??
    checkVox(target, patch) ??
    checkLogic(target, patch) ??
    checkHeadset(target, patch) ??
    checkOthers(target, patch, devicePorts);
  if (error !== undefined) return fail(error);
  const quality = resolveNetworkQuality(target.settings, patch);
  if (typeof quality === 'string') return fail(`${target.label}: ${quality}`);

  const { vox, gpis, gpos, ...flat } = patch;
  // networkQuality is replaced whole by the resolved one below.
  const next: PortSettings = { ...target.settings, ...flat, networkQuality: quality };
  if (quality === undefined) delete next.networkQuality;
  if (vox !== undefined && target.settings.vox) next.vox = { ...target.settings.vox, ...vox };
  if (gpis !== undefined) next.gpis = target.settings.gpis?.map((g, i) => ({ ...g, ...gpis[i] }));
  if (gpos !== undefined) next.gpos = target.settings.gpos?.map((g, i) => ({ ...g, ...gpos[i] }));
  return { ok: true, value: next };
}

/**
 * Whether a patch changes a port's multi-channel support, which removes the port's channel
 * assignments (ports spec §5: "Changing multichannel on ports asks confirmation that channel
 * assignments will be removed for affected ports").
 */
export function multiChannelChanges(settings: PortSettings, patch: PortSettingsPatch): boolean {
  return patch.multiChannel !== undefined && patch.multiChannel !== settings.multiChannel;
}

/** A port label: not empty (ports spec §5 'The label cannot be empty.'). */
export function isValidPortLabel(label: string): boolean {
  return label.trim() !== '';
}
