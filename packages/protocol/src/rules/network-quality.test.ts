import { describe, expect, it } from 'vitest';
import {
  audioBandwidthKHz,
  jitterBufferOf,
  latencyText,
  networkQualityError,
  networkQualityPreset,
  packetSizeOptions,
} from './network-quality';

describe('packetSizeOptions', () => {
  // ports spec §5: "with FEC, 10-40 ms (20-40 ms if bitrate under 32); without FEC and with
  // bitrate under 64 or silence suppression on, 10 ms and up (20 ms and up if bitrate under 32);
  // otherwise 5-60 ms."
  it.each([
    { fec: true, silenceSupp: false, bitrate: 64, sizes: [10, 20, 40] },
    { fec: true, silenceSupp: true, bitrate: 128, sizes: [10, 20, 40] },
    { fec: true, silenceSupp: false, bitrate: 16, sizes: [20, 40] },
    { fec: false, silenceSupp: false, bitrate: 48, sizes: [10, 20, 40, 60] },
    { fec: false, silenceSupp: true, bitrate: 128, sizes: [10, 20, 40, 60] },
    { fec: false, silenceSupp: false, bitrate: 16, sizes: [20, 40, 60] },
    { fec: false, silenceSupp: true, bitrate: 16, sizes: [20, 40, 60] },
    { fec: false, silenceSupp: false, bitrate: 64, sizes: [5, 10, 20, 40, 60] },
    { fec: false, silenceSupp: false, bitrate: 128, sizes: [5, 10, 20, 40, 60] },
  ])('fec $fec, silenceSupp $silenceSupp, $bitrate kbps → $sizes', ({ sizes, ...ctx }) => {
    expect(packetSizeOptions(ctx)).toEqual(sizes);
  });
});

describe('networkQualityPreset', () => {
  // ports spec §4: "Applying a preset (0-4) sets bitrate, packet size and jitter ...; type 5 is custom."
  it.each([
    { type: 0, fec: false, expected: { type: 0, bitrate: 16, packetSize: 60, jitter: 200 } },
    { type: 1, fec: false, expected: { type: 1, bitrate: 32, packetSize: 40, jitter: 100 } },
    { type: 2, fec: false, expected: { type: 2, bitrate: 32, packetSize: 20, jitter: 60 } },
    { type: 3, fec: false, expected: { type: 3, bitrate: 64, packetSize: 10, jitter: 20 } },
    { type: 4, fec: false, expected: { type: 4, bitrate: 128, packetSize: 5, jitter: 5 } },
    // with FEC the sizes of §5 apply: 60 → 40 and 5 → 10
    { type: 0, fec: true, expected: { type: 0, bitrate: 16, packetSize: 40, jitter: 200 } },
    { type: 4, fec: true, expected: { type: 4, bitrate: 128, packetSize: 10, jitter: 5 } },
    { type: 5, fec: false, expected: undefined },
  ])('type $type (fec $fec)', ({ type, fec, expected }) => {
    expect(networkQualityPreset(type, { fec, silenceSupp: false })).toEqual(expected);
  });
});

describe('latencyText and jitter buffers', () => {
  // ports spec §9: "Latency shown is 20 ms plus the jitter range."
  it.each([
    { jitter: 3, text: '23-80 ms' },
    { jitter: 5, text: '25-80 ms' },
    { jitter: 20, text: '40-80 ms' },
    { jitter: 40, text: '60-120 ms' },
    { jitter: 60, text: '80-220 ms' },
    { jitter: 100, text: '120-520 ms' },
    { jitter: 200, text: '220-1020 ms' },
  ])('jitter $jitter → $text', ({ jitter, text }) => {
    expect(jitterBufferOf(jitter)).toBeDefined();
    expect(latencyText(jitter)).toBe(text);
  });
});

describe('audioBandwidthKHz', () => {
  // ports spec §9: "bitrate 8 gives 4 kHz; 10 or 12 gives 6 kHz; 128 or more gives 20 kHz; otherwise 12 kHz."
  it.each([
    { bitrate: 8, khz: 4 },
    { bitrate: 10, khz: 6 },
    { bitrate: 12, khz: 6 },
    { bitrate: 16, khz: 12 },
    { bitrate: 64, khz: 12 },
    { bitrate: 128, khz: 20 },
    { bitrate: 256, khz: 20 },
  ])('$bitrate kbps → $khz kHz', ({ bitrate, khz }) => {
    expect(audioBandwidthKHz(bitrate)).toBe(khz);
  });
});

describe('networkQualityError', () => {
  const off = { fec: false, silenceSupp: false };
  it.each([
    { q: { type: 5, bitrate: 64, packetSize: 5, jitter: 3 }, o: off, error: false },
    { q: { type: 5, bitrate: 24, packetSize: 20, jitter: 60 }, o: off, error: true },
    { q: { type: 5, bitrate: 32, packetSize: 20, jitter: 61 }, o: off, error: true },
    { q: { type: 5, bitrate: 32, packetSize: 5, jitter: 60 }, o: off, error: true },
    {
      q: { type: 5, bitrate: 64, packetSize: 60, jitter: 60 },
      o: { fec: true, silenceSupp: false },
      error: true,
    },
  ])('$q with $o → error $error', ({ q, o, error }) => {
    expect(networkQualityError(q, o) !== undefined).toBe(error);
  });
});
