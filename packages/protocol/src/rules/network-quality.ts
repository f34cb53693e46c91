import type { NetworkQuality } from '../entities/port';

// ports spec §4 "Network quality" and §9 (jitter buffers, bitrates, packet sizes, latency,
// audio bandwidth), §5 "Packet size options".

/** Network quality types 0-5 with their names (ports spec §4). 5 is custom. */
export const NETWORK_QUALITY_TYPES: ReadonlyArray<{ type: number; label: string }> = [
  { type: 0, label: 'Very Low' },
  { type: 1, label: 'Low' },
  { type: 2, label: 'Balanced' },
  { type: 3, label: 'High' },
  { type: 4, label: 'Very High' },
  { type: 5, label: 'Custom' },
];
export const CUSTOM_NETWORK_QUALITY = 5;

/** Bitrates in kbps (ports spec §9). */
export const BITRATE_OPTIONS: readonly number[] = [16, 32, 48, 64, 128];
/** Packet sizes in ms (ports spec §9). */
export const PACKET_SIZE_OPTIONS: readonly number[] = [5, 10, 20, 40, 60];

/** A jitter buffer range in ms; a port's `jitter` is the range's minimum. */
export interface JitterBuffer {
  min: number;
  max: number;
}
/** Jitter buffers in ms (ports spec §9). */
export const JITTER_BUFFERS: readonly JitterBuffer[] = [
  { min: 3, max: 60 },
  { min: 5, max: 60 },
  { min: 20, max: 60 },
  { min: 40, max: 100 },
  { min: 60, max: 200 },
  { min: 100, max: 500 },
  { min: 200, max: 1000 },
];

/** The jitter buffer a port's `jitter` value names, if any. */
export function jitterBufferOf(jitter: number): JitterBuffer | undefined {
  return JITTER_BUFFERS.find((b) => b.min === jitter);
}

/** The settings that decide which packet sizes a port may use (ports spec §5). */
export interface PacketSizeContext {
  fec: boolean;
  silenceSupp: boolean;
  bitrate: number;
}

/**
 * Packet size options (ports spec §5): with FEC, 10-40 ms (20-40 ms if bitrate under 32);
 * without FEC and with bitrate under 64 or silence suppression on, 10 ms and up (20 ms and up
 * if bitrate under 32); otherwise 5-60 ms.
 */
export function packetSizeOptions({ fec, silenceSupp, bitrate }: PacketSizeContext): number[] {
  const floor = bitrate < 32 ? 20 : 10;
  if (fec) return PACKET_SIZE_OPTIONS.filter((s) => s >= floor && s <= 40);
  if (bitrate < 64 || silenceSupp) return PACKET_SIZE_OPTIONS.filter((s) => s >= floor);
  return [...PACKET_SIZE_OPTIONS];
}

/** Bitrate, packet size and jitter buffer of presets 0-4 (docs/decisions/0052). */
const PRESETS: ReadonlyArray<Omit<NetworkQuality, 'type'>> = [
  { bitrate: 16, packetSize: 60, jitter: 200 },
  { bitrate: 32, packetSize: 40, jitter: 100 },
  { bitrate: 32, packetSize: 20, jitter: 60 },
  { bitrate: 64, packetSize: 10, jitter: 20 },
  { bitrate: 128, packetSize: 5, jitter: 5 },
];

/** The allowed packet size nearest to `wanted` (the larger one on a tie). */
function nearest(options: number[], wanted: number): number {
  let best = options[0] ?? wanted;
  for (const option of options) {
    if (Math.abs(option - wanted) <= Math.abs(best - wanted)) best = option;
  }
  return best;
}

/**
 * Applies preset `type` 0-4 (ports spec §4: "Applying a preset (0-4) sets bitrate, packet size
 * and jitter"). The packet size is moved to the nearest size §5 allows with the port's FEC and
 * silence suppression, so a preset is never invalid. Undefined for the custom type 5.
 */
export function networkQualityPreset(
  type: number,
  options: { fec: boolean; silenceSupp: boolean },
): NetworkQuality | undefined {
  const preset = PRESETS[type];
  if (preset === undefined) return undefined;
  const sizes = packetSizeOptions({ ...options, bitrate: preset.bitrate });
  return { type, ...preset, packetSize: nearest(sizes, preset.packetSize) };
}

/** Latency shown for a jitter buffer (ports spec §9: 20 ms plus the jitter range). */
export function latencyText(jitter: number): string {
  const buffer = jitterBufferOf(jitter);
  if (buffer === undefined) return `${20 + jitter} ms`;
  return `${20 + buffer.min}-${20 + buffer.max} ms`;
}

/**
 * Audio bandwidth in kHz (ports spec §9): bitrate 8 gives 4 kHz; 10 or 12 gives 6 kHz; 128 or
 * more gives 20 kHz; otherwise 12 kHz.
 */
export function audioBandwidthKHz(bitrate: number): number {
  if (bitrate === 8) return 4;
  if (bitrate === 10 || bitrate === 12) return 6;
  if (bitrate >= 128) return 20;
  return 12;
}

/** Why a custom network quality is refused, or undefined when it is valid (ports spec §5, §9). */
export function networkQualityError(
  quality: NetworkQuality,
  options: { fec: boolean; silenceSupp: boolean },
): string | undefined {
  if (!BITRATE_OPTIONS.includes(quality.bitrate)) {
    return `Bitrate ${quality.bitrate} kbps is not one of ${BITRATE_OPTIONS.join(', ')}.`;
  }
  if (jitterBufferOf(quality.jitter) === undefined) {
    return `Jitter buffer ${quality.jitter} ms is not one of ${JITTER_BUFFERS.map((b) => b.min).join(', ')}.`;
  }
  const sizes = packetSizeOptions({ ...options, bitrate: quality.bitrate });
  if (!sizes.includes(quality.packetSize)) {
    return `Packet size ${quality.packetSize} ms is not allowed here (allowed: ${sizes.join(', ')} ms).`;
  }
  return undefined;
}
