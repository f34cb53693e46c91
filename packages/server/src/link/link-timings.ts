/** Intervals and limits of the link protocol; tests shorten them (CreateDeviceOptions.link). */
export interface LinkTimings {
  /** How often a member announces itself to its master (join heartbeat). */
  heartbeatMs: number;
  /** First retry delay after a failed join; doubled per failure up to `retryMaxMs`. */
  retryMinMs: number;
  retryMaxMs: number;
  /** Bound of every outbound call (identity probe, join, forwarded and routed calls). */
  timeoutMs: number;
  /**
   * Idle bound of a call routed to another device for a console (longer: a backup or an
   * upgrade status may take a while before its first byte).
   */
  proxyTimeoutMs: number;
}

export const DEFAULT_LINK_TIMINGS: LinkTimings = {
  heartbeatMs: 5_000,
  retryMinMs: 1_000,
  retryMaxMs: 15_000,
  timeoutMs: 5_000,
  proxyTimeoutMs: 30_000,
};

/** Delay before the next join attempt after `failures` failures in a row (bounded backoff). */
export function retryDelay(timings: LinkTimings, failures: number): number {
  if (failures <= 0) return timings.heartbeatMs;
  return Math.min(timings.retryMinMs * 2 ** (failures - 1), timings.retryMaxMs);
}
