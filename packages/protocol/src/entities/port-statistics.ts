import { z } from 'zod';

/**
 * Statistics of one port's audio stream (ports spec §3 "Port statistics"). Counters count since
 * the stream started; `duration` is in seconds; jitter values are in microseconds (the console
 * divides them by 1,000, ports spec §9); buffer contents are in milliseconds of audio.
 */
export const PortStatisticsSchema = z.object({
  duration: z.number(),
  pktsTx: z.number(),
  pktsRx: z.number(),
  dataPktsTx: z.number(),
  dataPktsRx: z.number(),
  dataBytesTx: z.number(),
  dataBytesRx: z.number(),
  pktsDisordered: z.number(),
  pktsTooLate: z.number(),
  pktsMissing: z.number(),
  pktsDroppedTotal: z.number(),
  jitterAverage: z.number(),
  jitterMax: z.number(),
  avgBufferContent: z.number(),
  maxBufferContent: z.number(),
});
export type PortStatistics = z.infer<typeof PortStatisticsSchema>;

/** `live:statistics`: one push a second for a device whose statistics were started. */
export const LiveStatisticsSchema = z.object({
  deviceId: z.number().int(),
  audioInterfaces: z.array(
    z.object({
      interfaceId: z.number().int(),
      portId: z.number().int(),
      statistics: PortStatisticsSchema,
    }),
  ),
});
export type LiveStatistics = z.infer<typeof LiveStatisticsSchema>;
