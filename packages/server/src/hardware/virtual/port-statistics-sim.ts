import type { NetworkQuality } from '@crosspoint/protocol/entities/port';
import type { PortStatistics } from '@crosspoint/protocol/entities/port-statistics';
import { jitterBufferOf } from '@crosspoint/protocol/rules/network-quality';
import { createRandom, type Random } from './prng';

/** What the stream of a port is configured with; absent settings take the Balanced preset. */
export interface StreamSettings {
  networkQuality?: NetworkQuality;
  fec?: boolean;
  silenceSupp?: boolean;
}

const BALANCED: NetworkQuality = { type: 2, bitrate: 32, packetSize: 20, jitter: 60 };

interface PortStream {
  random: Random;
  quality: NetworkQuality;
  fec: boolean;
  silenceSupp: boolean;
  stats: PortStatistics;
}

const zero = (): PortStatistics => ({
  duration: 0,
  pktsTx: 0,
  pktsRx: 0,
  dataPktsTx: 0,
  dataPktsRx: 0,
  dataBytesTx: 0,
  dataBytesRx: 0,
  pktsDisordered: 0,
  pktsTooLate: 0,
  pktsMissing: 0,
  pktsDroppedTotal: 0,
  jitterAverage: 0,
  jitterMax: 0,
  avgBufferContent: 0,
  maxBufferContent: 0,
});

/**
 * The audio streams of the virtual ports (ports spec §3 "Port statistics"). Each second a port
 * sends and receives one packet per packet-size of audio over a simulated network whose jitter
 * wanders and sometimes spikes. The port's network quality decides how that looks: a larger
 * jitter buffer holds more audio and lets fewer packets arrive too late, larger packets mean
 * fewer packets, FEC recovers most lost ones, silence suppression sends fewer data packets.
 * Each port draws from its own seeded source, so statistics replay exactly under a seed and do
 * not disturb the endpoints' simulation. Changing a port's stream settings restarts its stream.
 */
export class PortStatisticsSim {
  private readonly streams = new Map<number, PortStream>();

  constructor(private readonly seed: number) {}

  configure(portId: number, settings: StreamSettings): void {
    const quality = settings.networkQuality ?? BALANCED;
    const fec = settings.fec ?? false;
    const silenceSupp = settings.silenceSupp ?? false;
    const current = this.streams.get(portId);
    if (
      current &&
      JSON.stringify([current.quality, current.fec, current.silenceSupp]) ===
        JSON.stringify([quality, fec, silenceSupp])
    ) {
      return;
    }
    this.streams.set(portId, {
      random: createRandom((this.seed * 7919) ^ portId),
      quality,
      fec,
      silenceSupp,
      stats: zero(),
    });
  }

  /** One second of every stream. */
  step(): void {
    for (const stream of this.streams.values()) stepStream(stream);
  }

  statistics(portId: number): PortStatistics | undefined {
    const stream = this.streams.get(portId);
    return stream && { ...stream.stats };
  }
}

function stepStream(stream: PortStream): void {
  const { random, quality, stats } = stream;
  const buffer = jitterBufferOf(quality.jitter) ?? { min: quality.jitter, max: quality.jitter * 3 };
  const perSecond = Math.round(1000 / quality.packetSize);
  const spike = random.chance(0.06);
  // Network jitter this second, in ms: a few ms with wander, tens of ms in a spike.
  const jitterMs = 4 + random.next() * 10 + (spike ? 30 + random.next() * 120 : 0);
  const peakMs = jitterMs * (1.5 + random.next());

  const lossRate = (spike ? 0.03 : 0.002) * random.next();
  let missing = Math.round(perSecond * lossRate);
  if (stream.fec) missing = Math.floor(missing / 4);
  const lateShare = peakMs > buffer.max ? Math.min(0.5, (peakMs - buffer.max) / peakMs) : 0;
  const tooLate = Math.round(perSecond * lateShare * 0.3);
  const disordered = random.chance(0.15) ? random.int(1, 3) : 0;
  const received = Math.max(0, perSecond - missing);
  const dataShare = stream.silenceSupp ? 0.4 + random.next() * 0.3 : 1;
  const bytesPerPacket = Math.round((quality.bitrate * quality.packetSize) / 8);

  stats.duration += 1;
  stats.pktsTx += perSecond;
  stats.pktsRx += received;
  const dataTx = Math.round(perSecond * dataShare);
  const dataRx = Math.round(received * dataShare);
  stats.dataPktsTx += dataTx;
  stats.dataPktsRx += dataRx;
  stats.dataBytesTx += dataTx * bytesPerPacket;
  stats.dataBytesRx += dataRx * bytesPerPacket;
  stats.pktsDisordered += disordered;
  stats.pktsTooLate += tooLate;
  stats.pktsMissing += missing;
  stats.pktsDroppedTotal += missing + tooLate;
  // Jitter in microseconds (the console divides by 1,000, ports spec §9).
  stats.jitterAverage = Math.round(jitterMs * 1000);
  stats.jitterMax = Math.max(stats.jitterMax, Math.round(peakMs * 1000));
  const held = Math.min(buffer.max, Math.max(buffer.min, Math.round(peakMs + quality.packetSize)));
  stats.avgBufferContent = held;
  stats.maxBufferContent = Math.max(stats.maxBufferContent, held);
}
