/** One current alert on an interface of the virtual hardware (device spec §3 "Alert"). */
export interface HardwareAlert {
  interfaceId: number;
  code?: string;
  message: string;
}

/**
 * Current interface alerts of the virtual hardware (device spec §7 "Alerts"): at most one per
 * interface, raised and cleared through `/sim` so tests and trainers can make them happen.
 */
export class VirtualAlerts {
  private readonly current = new Map<number, HardwareAlert>();
  private readonly interfaceIds: ReadonlySet<number>;
  private readonly listeners = new Set<() => void>();

  constructor(interfaceIds: readonly number[]) {
    this.interfaceIds = new Set(interfaceIds);
  }

  /** Current alerts, ordered by interface id. */
  list(): HardwareAlert[] {
    return [...this.current.values()]
      .sort((a, b) => a.interfaceId - b.interfaceId)
      .map((alert) => ({ ...alert }));
  }

  /** Raises (or replaces) the alert of an interface; false for an unknown interface. */
  raise(alert: HardwareAlert): boolean {
    if (!this.interfaceIds.has(alert.interfaceId)) return false;
    this.current.set(alert.interfaceId, { ...alert });
    this.notify();
    return true;
  }

  /** Clears the alert of an interface; false for an unknown interface. */
  clear(interfaceId: number): boolean {
    if (!this.interfaceIds.has(interfaceId)) return false;
    if (this.current.delete(interfaceId)) this.notify();
    return true;
  }

  /** Called after every change, so the server can flag `live:alerts`. */
  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private notify(): void {
    for (const listener of this.listeners) listener();
  }
}
