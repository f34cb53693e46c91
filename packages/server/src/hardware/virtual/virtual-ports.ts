import type { PortLiveStatus } from '@crosspoint/protocol/entities/port';
import { diffPaths } from './diff-paths';

/**
 * Live status of the virtual ports and interfaces. Ports are steady (online and responding)
 * until a test or trainer changes them through `/sim`; the console then shows
 * 'Port {desc} is not responding' (ports spec §3 liveStatus).
 */
export class VirtualPorts {
  private readonly ports = new Map<number, PortLiveStatus>();
  private readonly powerSense = new Map<number, boolean>();

  constructor(
    ports: Array<{ id: number; configType: string }>,
    interfaces: Array<{ id: number; type: string; settings?: { power?: boolean } }>,
  ) {
    for (const port of ports) {
      this.ports.set(port.id, { online: true, responding: true, ...extraStatus(port.configType) });
    }
    for (const entry of interfaces) {
      // 2-wire interfaces sense the power they deliver: on unless switched off (issue 5).
      if (entry.type === '2W') this.powerSense.set(entry.id, entry.settings?.power ?? true);
    }
  }

  get(portId: number): PortLiveStatus | undefined {
    const found = this.ports.get(portId);
    return found && structuredClone(found);
  }

  ids(): number[] {
    return [...this.ports.keys()].sort((a, b) => a - b);
  }

  interfacePowerSense(interfaceId: number): boolean | undefined {
    return this.powerSense.get(interfaceId);
  }

  /** The interface's power was switched: its power sense follows (2-wire interfaces only). */
  setPowerSense(interfaceId: number, on: boolean): void {
    if (this.powerSense.has(interfaceId)) this.powerSense.set(interfaceId, on);
  }

  /** Applies a patch; returns the changed paths (under `liveStatus.`), or undefined if unknown. */
  patch(portId: number, patch: Partial<PortLiveStatus>): Array<[string, unknown]> | undefined {
    const current = this.ports.get(portId);
    if (!current) return undefined;
    const next = { ...current, ...patch };
    this.ports.set(portId, next);
    return diffPaths(current, next).map(([path, value]) => [`liveStatus.${path}`, value]);
  }
}

function extraStatus(configType: string): Partial<PortLiveStatus> {
  // ports spec §4: lines start unregistered and not connected until an account is set up.
  if (configType === 'SIP') return { sipRegistrationStatusCode: 0 };
  if (configType === 'IVC') return { externalConnectionStatus: 'not_connected' };
  return {};
}
