import { LIMITS } from '../constants';
import { MESSAGES } from '../messages';
import { isDottedQuad, validateHostname } from './network-validation';

/** A parsed link-master address (device spec §5: host[:port], default port 80). */
export interface MasterAddress {
  host: string;
  port: number;
  /** An IP address, or a name (only when the device supports name resolution). */
  kind: 'ip' | 'name';
}

/** What the address is checked against: the device itself. */
export interface MasterAddressContext {
  /** Capability `linking.nameResolution`: may the master be given by name? */
  nameResolution: boolean;
  /** The device's own IP address. */
  deviceIp: string;
  /** The device's own management port (80 on a device in the field). */
  devicePort: number;
  /** Names the device answers to, compared case-insensitively. */
  deviceNames?: readonly string[];
}

export type MasterAddressResult =
  { ok: true; address: MasterAddress } | { ok: false; message: string };

const fail = (message: string): MasterAddressResult => ({ ok: false, message });

const isLoopback = (ip: string): boolean => ip.startsWith('127.');

/** Splits `host[:port]`; the port is 1-5 digits in 1-65535, 80 when absent. */
function splitHostPort(text: string): { host: string; port: number } | null {
  const match = /^([^:\s]+)(?::(\d{1,5}))?$/.exec(text);
  if (!match?.[1]) return null;
  const port = match[2] === undefined ? LIMITS.defaultManagementPort : Number(match[2]);
  if (port < 1 || port > 65535) return null;
  return { host: match[1], port };
}

// device spec §5: "Link-master address: host[:port], default port 80; an IP or (if name
// resolution is supported) a name. Errors: 'Invalid Link-Master IP address.'; 'Link-Master IP
// address cannot be the same as the device'; 'Link-Master Name cannot be the same as the
// device'; 172.23.x.x reserved (message as above); a first octet of 127 or 224-239 is invalid."
/**
 * Parses and checks a link-master address. Two readings recorded in decision 0071:
 * - "the same as the device" compares host AND port, so several simulated devices can share
 *   one IP on different ports; on real devices (all on port 80) this is the spec's IP check;
 * - 127.x is refused unless the device itself is on the loopback network (a simulation, the
 *   demo), where the only reachable peers are loopback ones.
 */
export function parseMasterAddress(text: string, ctx: MasterAddressContext): MasterAddressResult {
  const parts = splitHostPort(text.trim());
  if (!parts) return fail(MESSAGES.linkMasterIpInvalid);
  const { host, port } = parts;
  if (/^[\d.]+$/.test(host)) {
    if (!isDottedQuad(host)) return fail(MESSAGES.linkMasterIpInvalid);
    const first = Number(host.split('.')[0]);
    if (host.startsWith(LIMITS.reservedRangePrefix)) return fail(MESSAGES.ipReserved);
    if (first === 0 || (first >= 224 && first <= 239) || host === '255.255.255.255') {
      return fail(MESSAGES.linkMasterIpInvalid);
    }
    if (first === 127 && !isLoopback(ctx.deviceIp)) return fail(MESSAGES.linkMasterIpInvalid);
    if (host === ctx.deviceIp && port === ctx.devicePort) {
      return fail(MESSAGES.linkMasterIpSameAsDevice);
    }
    return { ok: true, address: { host, port, kind: 'ip' } };
  }
  if (!ctx.nameResolution || validateHostname(host) !== null) {
    return fail(MESSAGES.linkMasterIpInvalid);
  }
  const lower = host.toLowerCase();
  const sameName = (ctx.deviceNames ?? []).some((name) => name.toLowerCase() === lower);
  if (sameName && port === ctx.devicePort) return fail(MESSAGES.linkMasterNameSameAsDevice);
  return { ok: true, address: { host, port, kind: 'name' } };
}

/** `host:port` of an address, the form stored and sent (`masterIp` + `masterMgmtPort`). */
export function formatMasterAddress(address: { host: string; port: number }): string {
  return `${address.host}:${address.port}`;
}
