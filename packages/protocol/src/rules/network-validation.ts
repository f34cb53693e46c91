import { LIMITS } from '../constants';
import type { NetworkSettings } from '../entities/device';
import { MESSAGES } from '../messages';

// device spec §5 "Validation rules" for the Network tab. Every validator takes the raw field
// text and returns the spec's message, or null when the value is valid. Values are not trimmed:
// ' 1.2.3.4' is invalid, so what is checked is exactly what is sent.

/** One part of a dotted quad: 0-255 written without leading zeros. */
const QUAD_PART = /^(0|[1-9]\d{0,2})$/;

// device spec §5: "IP address and netmask: dotted quad, each part 0-255."
/**
 * Exactly four parts of 1-3 digits, each 0-255. Leading zeros ('01.2.3.4') are refused: many
 * resolvers read them as octal, so the same text would name two different addresses.
 */
export function isDottedQuad(v: string): boolean {
  const parts = v.split('.');
  return parts.length === 4 && parts.every((part) => QUAD_PART.test(part) && Number(part) <= 255);
}

/** The four numbers of a valid dotted quad, or null. */
function quadOf(v: string): number[] | null {
  return isDottedQuad(v) ? v.split('.').map(Number) : null;
}

// device spec §5: "Static IP in 172.23.x.x: 'IP addresses in the range 172.23.x.x are reserved
// for internal use.' Other invalid IP: 'Invalid IP address.'"
/**
 * Also refuses 0.0.0.0 (unspecified) and 255.255.255.255 (broadcast) with 'Invalid IP address.':
 * neither can be a device's own address, and a device given one would drop off the network.
 */
export function validateStaticIp(v: string): string | null {
  if (!isDottedQuad(v) || v === '0.0.0.0' || v === '255.255.255.255') return MESSAGES.ipInvalid;
  if (v.startsWith(LIMITS.reservedRangePrefix)) return MESSAGES.ipReserved;
  return null;
}

/** Prefix length of a contiguous netmask (ones then zeros), or null for anything else. */
export function netmaskPrefixLength(v: string): number | null {
  const quad = quadOf(v);
  if (quad === null) return null;
  const bits = quad.map((part) => part.toString(2).padStart(8, '0')).join('');
  if (!/^1*0*$/.test(bits)) return null;
  const firstZero = bits.indexOf('0');
  return firstZero === -1 ? 32 : firstZero;
}

/** Prefix lengths the spec refuses: no network (/0, /1) or no room for hosts (/31, /32). */
const REFUSED_PREFIX_LENGTHS: readonly number[] = [0, 1, 31, 32];

// device spec §5: "Netmask is invalid if its prefix length is 0, 1, 31 or 32." and "Invalid
// netmask: 'Invalid Subnet Mask.'"
export function validateNetmask(v: string): string | null {
  const prefix = netmaskPrefixLength(v);
  if (prefix === null || REFUSED_PREFIX_LENGTHS.includes(prefix)) return MESSAGES.netmaskInvalid;
  return null;
}

// device spec §5: "IP address […]: dotted quad, each part 0-255."
/** The gateway is optional (a closed network has none): empty is valid, else a dotted quad. */
export function validateGateway(v: string): string | null {
  return v === '' || isDottedQuad(v) ? null : MESSAGES.ipInvalid;
}

// device spec §5: "IP address […]: dotted quad, each part 0-255."
/** DNS servers are optional: empty is valid, else a dotted quad. */
export function validateDns(v: string): string | null {
  return v === '' || isDottedQuad(v) ? null : MESSAGES.ipInvalid;
}

// device spec §5: "Invalid external IP: 'Invalid IP address for the external connectivity.'"
/** The external (NAT) address is optional: empty is valid, else a dotted quad. */
export function validateExternalIp(v: string): string | null {
  return v === '' || isDottedQuad(v) ? null : MESSAGES.extIpInvalid;
}

// device spec §5: "Port: 1 to 5 digits."
/** Also refuses 0 and numbers over 65535, which are no TCP/UDP port. */
export function validatePort(v: string): string | null {
  if (!/^\d{1,5}$/.test(v)) return MESSAGES.portInvalid;
  const port = Number(v);
  return port >= 1 && port <= 65535 ? null : MESSAGES.portInvalid;
}

const HOSTNAME_LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?$/;

// device spec §5: "Hostname: up to 255 characters, labels up to 63, alphanumerics and hyphens."
/**
 * Dot-separated labels of 1-63 letters, digits and hyphens, not starting or ending with a
 * hyphen (RFC 1123); no empty label, so no leading, trailing or doubled dot.
 */
export function validateHostname(v: string): string | null {
  if (v === '' || v.length > LIMITS.hostnameMaxLength) return MESSAGES.hostnameInvalid;
  const valid = v
    .split('.')
    .every((label) => label.length <= LIMITS.hostnameLabelMaxLength && HOSTNAME_LABEL.test(label));
  return valid ? null : MESSAGES.hostnameInvalid;
}

// device spec §5: "Netmask defaults to {ip} when static is chosen and it is empty."
/**
 * Read literally: when static mode is chosen and the netmask field is empty, the field is
 * pre-filled with the IP address text, which the user then edits (validation refuses it until
 * it is a real mask). A netmask already entered is kept.
 */
export function defaultNetmask(ip: string, currentNetmask = ''): string {
  return currentNetmask !== '' ? currentNetmask : ip;
}

/** One refused field of the network settings. */
export interface NetworkFieldError {
  field: keyof NetworkSettings;
  message: string;
}

type Validator = (v: string) => string | null;

/** Static-mode fields; required ones are checked even when absent. */
const STATIC_FIELDS: [keyof NetworkSettings, Validator, boolean][] = [
  ['staticIP', validateStaticIp, true],
  ['netmask', validateNetmask, true],
  ['gateway', validateGateway, false],
  ['dns1', validateDns, false],
  ['dns2', validateDns, false],
];

/** Fields checked in every mode; both are optional. */
const EXTERNAL_FIELDS: [keyof NetworkSettings, Validator][] = [
  ['extip', validateExternalIp],
  ['extport', validatePort],
];

// device spec §5 and §7 (setupnetwork sends staticIP, netmask, gateway, dns1, dns2 only when
// static). Used by the console to guide and by the server to enforce.
/**
 * Every refused field, in form order. Static mode requires staticIP and netmask; gateway and
 * DNS may be empty. DHCP and none ignore the static fields. extip and extport may be empty in
 * every mode.
 */
export function validateNetworkSettings(settings: NetworkSettings): NetworkFieldError[] {
  const errors: NetworkFieldError[] = [];
  const check = (field: keyof NetworkSettings, validate: Validator, required: boolean) => {
    const value = settings[field] ?? '';
    if (value === '' && !required) return;
    const message = validate(value);
    if (message !== null) errors.push({ field, message });
  };
  if (settings.mode === 'static') {
    for (const [field, validate, required] of STATIC_FIELDS) check(field, validate, required);
  }
  for (const [field, validate] of EXTERNAL_FIELDS) check(field, validate, false);
  return errors;
}

// device spec §5: "In DHCP mode the static fields are cleared and not sent."
/** Drops the static fields outside static mode (DHCP and none alike); returns a new object. */
export function normalizeNetworkSettings(settings: NetworkSettings): NetworkSettings {
  if (settings.mode === 'static') return { ...settings };
  const { mode, extip, extport } = settings;
  return {
    mode,
    ...(extip === undefined ? {} : { extip }),
    ...(extport === undefined ? {} : { extport }),
  };
}
