import { describe, expect, it } from 'vitest';
import type { NetworkSettings } from '../entities/device';
import { MESSAGES } from '../messages';
import {
  defaultNetmask,
  isDottedQuad,
  netmaskPrefixLength,
  normalizeNetworkSettings,
  validateDns,
  validateExternalIp,
  validateGateway,
  validateHostname,
  validateNetmask,
  validateNetworkSettings,
  validatePort,
  validateStaticIp,
} from './network-validation';

describe('isDottedQuad', () => {
  // device spec §5: "IP address and netmask: dotted quad, each part 0-255."
  it.each([
    { v: '0.0.0.0', valid: true },
    { v: '255.255.255.255', valid: true },
    { v: '192.168.1.10', valid: true },
    { v: '10.0.0.1', valid: true },
    { v: '256.1.1.1', valid: false },
    { v: '1.2.3.256', valid: false },
    { v: '1.2.3', valid: false },
    { v: '1.2.3.4.5', valid: false },
    { v: ' 1.2.3.4', valid: false },
    { v: '1.2.3.4 ', valid: false },
    { v: '01.2.3.4', valid: false },
    { v: '1.2.3.004', valid: false },
    { v: '1.2..4', valid: false },
    { v: '1.2.3.', valid: false },
    { v: '1.2.3.1000', valid: false },
    { v: '-1.2.3.4', valid: false },
    { v: '1.2.3.x', valid: false },
    { v: '1.2.3.4/24', valid: false },
    { v: '', valid: false },
  ])('"$v" → $valid', ({ v, valid }) => {
    expect(isDottedQuad(v)).toBe(valid);
  });
});

describe('validateStaticIp', () => {
  // device spec §5: "Static IP in 172.23.x.x: 'IP addresses in the range 172.23.x.x are
  // reserved for internal use.' Other invalid IP: 'Invalid IP address.'"
  it.each([
    { v: '192.168.1.10', message: null },
    { v: '10.0.0.1', message: null },
    { v: '172.23.0.1', message: MESSAGES.ipReserved },
    { v: '172.23.255.254', message: MESSAGES.ipReserved },
    { v: '172.24.0.1', message: null },
    { v: '172.22.0.1', message: null },
    { v: '72.23.0.1', message: null },
    { v: '172.230.0.1', message: null },
    { v: '0.0.0.0', message: MESSAGES.ipInvalid },
    { v: '255.255.255.255', message: MESSAGES.ipInvalid },
    { v: '256.1.1.1', message: MESSAGES.ipInvalid },
    { v: '1.2.3', message: MESSAGES.ipInvalid },
    { v: '1.2.3.4.5', message: MESSAGES.ipInvalid },
    { v: ' 1.2.3.4', message: MESSAGES.ipInvalid },
    { v: '01.2.3.4', message: MESSAGES.ipInvalid },
    { v: '', message: MESSAGES.ipInvalid },
  ])('"$v" → $message', ({ v, message }) => {
    expect(validateStaticIp(v)).toBe(message);
  });
});

describe('netmasks', () => {
  // device spec §5: "Netmask is invalid if its prefix length is 0, 1, 31 or 32."
  it.each([
    { v: '0.0.0.0', prefix: 0, message: MESSAGES.netmaskInvalid },
    { v: '128.0.0.0', prefix: 1, message: MESSAGES.netmaskInvalid },
    { v: '192.0.0.0', prefix: 2, message: null },
    { v: '255.0.0.0', prefix: 8, message: null },
    { v: '255.255.0.0', prefix: 16, message: null },
    { v: '255.255.240.0', prefix: 20, message: null },
    { v: '255.255.255.0', prefix: 24, message: null },
    { v: '255.255.255.128', prefix: 25, message: null },
    { v: '255.255.255.252', prefix: 30, message: null },
    { v: '255.255.255.254', prefix: 31, message: MESSAGES.netmaskInvalid },
    { v: '255.255.255.255', prefix: 32, message: MESSAGES.netmaskInvalid },
    { v: '255.0.255.0', prefix: null, message: MESSAGES.netmaskInvalid },
    { v: '255.255.255.1', prefix: null, message: MESSAGES.netmaskInvalid },
    { v: '0.255.255.255', prefix: null, message: MESSAGES.netmaskInvalid },
    { v: '255.255.254.255', prefix: null, message: MESSAGES.netmaskInvalid },
    { v: '192.168.1.10', prefix: null, message: MESSAGES.netmaskInvalid },
    { v: '255.255.255', prefix: null, message: MESSAGES.netmaskInvalid },
    { v: '255.255.256.0', prefix: null, message: MESSAGES.netmaskInvalid },
    { v: '', prefix: null, message: MESSAGES.netmaskInvalid },
  ])('"$v" → /$prefix, $message', ({ v, prefix, message }) => {
    expect(netmaskPrefixLength(v)).toBe(prefix);
    expect(validateNetmask(v)).toBe(message);
  });
});

describe('gateway, DNS and external IP', () => {
  // device spec §5: "IP address […]: dotted quad, each part 0-255." and "Invalid external IP:
  // 'Invalid IP address for the external connectivity.'" (all three optional: empty is valid)
  it.each([
    { v: '', gateway: null, dns: null, ext: null },
    { v: '192.168.1.1', gateway: null, dns: null, ext: null },
    { v: '8.8.8.8', gateway: null, dns: null, ext: null },
    {
      v: '256.1.1.1',
      gateway: MESSAGES.ipInvalid,
      dns: MESSAGES.ipInvalid,
      ext: MESSAGES.extIpInvalid,
    },
    {
      v: '1.2.3',
      gateway: MESSAGES.ipInvalid,
      dns: MESSAGES.ipInvalid,
      ext: MESSAGES.extIpInvalid,
    },
    {
      v: ' 8.8.8.8',
      gateway: MESSAGES.ipInvalid,
      dns: MESSAGES.ipInvalid,
      ext: MESSAGES.extIpInvalid,
    },
    {
      v: 'dns.example.com',
      gateway: MESSAGES.ipInvalid,
      dns: MESSAGES.ipInvalid,
      ext: MESSAGES.extIpInvalid,
    },
  ])('"$v" → gateway $gateway, dns $dns, external $ext', ({ v, gateway, dns, ext }) => {
    expect(validateGateway(v)).toBe(gateway);
    expect(validateDns(v)).toBe(dns);
    expect(validateExternalIp(v)).toBe(ext);
  });
});

describe('validatePort', () => {
  // device spec §5: "Port: 1 to 5 digits." (0 and over 65535 are no port either)
  it.each([
    { v: '1', message: null },
    { v: '80', message: null },
    { v: '655', message: null },
    { v: '65535', message: null },
    { v: '0', message: MESSAGES.portInvalid },
    { v: '65536', message: MESSAGES.portInvalid },
    { v: '99999', message: MESSAGES.portInvalid },
    { v: '123456', message: MESSAGES.portInvalid },
    { v: '', message: MESSAGES.portInvalid },
    { v: '-1', message: MESSAGES.portInvalid },
    { v: '8o', message: MESSAGES.portInvalid },
    { v: ' 80', message: MESSAGES.portInvalid },
    { v: '1e3', message: MESSAGES.portInvalid },
  ])('"$v" → $message', ({ v, message }) => {
    expect(validatePort(v)).toBe(message);
  });
});

describe('validateHostname', () => {
  // device spec §5: "Hostname: up to 255 characters, labels up to 63, alphanumerics and
  // hyphens."
  const label63 = 'a'.repeat(63);
  const name255 = [label63, label63, label63, 'a'.repeat(63)].join('.');
  it.each([
    { case: 'single label', v: 'intercom', message: null },
    { case: 'fully qualified', v: 'master-1.studio.example.com', message: null },
    { case: 'digits only', v: '123', message: null },
    { case: 'mixed case', v: 'Studio-B', message: null },
    { case: 'label of 63', v: label63, message: null },
    { case: 'label of 64', v: `${label63}a`, message: MESSAGES.hostnameInvalid },
    { case: '255 characters', v: name255, message: null },
    { case: '256 characters', v: `${name255}a`, message: MESSAGES.hostnameInvalid },
    { case: 'underscore', v: 'studio_b', message: MESSAGES.hostnameInvalid },
    { case: 'space', v: 'studio b', message: MESSAGES.hostnameInvalid },
    { case: 'leading hyphen', v: '-studio', message: MESSAGES.hostnameInvalid },
    { case: 'trailing hyphen', v: 'studio-.example', message: MESSAGES.hostnameInvalid },
    { case: 'empty label', v: 'studio..example', message: MESSAGES.hostnameInvalid },
    { case: 'trailing dot', v: 'studio.', message: MESSAGES.hostnameInvalid },
    { case: 'leading dot', v: '.studio', message: MESSAGES.hostnameInvalid },
    { case: 'empty', v: '', message: MESSAGES.hostnameInvalid },
    { case: 'with port', v: 'studio:80', message: MESSAGES.hostnameInvalid },
  ])('$case → $message', ({ v, message }) => {
    expect(validateHostname(v)).toBe(message);
  });

  it('builds the 255-character row from four labels', () => {
    expect(name255).toHaveLength(255);
  });
});

describe('defaultNetmask', () => {
  // device spec §5: "Netmask defaults to {ip} when static is chosen and it is empty." (read
  // literally: the empty netmask field is pre-filled with the IP text)
  it.each([
    { ip: '192.168.1.10', current: '', netmask: '192.168.1.10' },
    { ip: '192.168.1.10', current: undefined, netmask: '192.168.1.10' },
    { ip: '192.168.1.10', current: '255.255.255.0', netmask: '255.255.255.0' },
    { ip: '', current: '', netmask: '' },
  ])('ip $ip, netmask "$current" → $netmask', ({ ip, current, netmask }) => {
    expect(defaultNetmask(ip, current)).toBe(netmask);
  });
});

const goodStatic: NetworkSettings = {
  mode: 'static',
  staticIP: '192.168.1.10',
  netmask: '255.255.255.0',
  gateway: '192.168.1.1',
  dns1: '8.8.8.8',
  dns2: '',
};

describe('validateNetworkSettings', () => {
  // device spec §5 (rules above) and "In DHCP mode the static fields are cleared and not sent."
  it.each([
    { case: 'valid static', s: goodStatic, errors: [] },
    {
      case: 'static without gateway or DNS',
      s: { mode: 'static' as const, staticIP: '10.0.0.5', netmask: '255.0.0.0' },
      errors: [],
    },
    {
      case: 'static without address or netmask',
      s: { mode: 'static' as const },
      errors: [
        { field: 'staticIP', message: MESSAGES.ipInvalid },
        { field: 'netmask', message: MESSAGES.netmaskInvalid },
      ],
    },
    {
      case: 'static in the reserved range',
      s: { ...goodStatic, staticIP: '172.23.1.2' },
      errors: [{ field: 'staticIP', message: MESSAGES.ipReserved }],
    },
    {
      case: 'static with the netmask defaulted to the IP',
      s: { ...goodStatic, netmask: defaultNetmask('192.168.1.10') },
      errors: [{ field: 'netmask', message: MESSAGES.netmaskInvalid }],
    },
    {
      case: 'static with every field wrong, in form order',
      s: {
        mode: 'static' as const,
        staticIP: '1.2.3',
        netmask: '255.255.255.255',
        gateway: 'gw',
        dns1: '300.1.1.1',
        dns2: '1.1.1.1.1',
        extip: 'nat',
        extport: '70000',
      },
      errors: [
        { field: 'staticIP', message: MESSAGES.ipInvalid },
        { field: 'netmask', message: MESSAGES.netmaskInvalid },
        { field: 'gateway', message: MESSAGES.ipInvalid },
        { field: 'dns1', message: MESSAGES.ipInvalid },
        { field: 'dns2', message: MESSAGES.ipInvalid },
        { field: 'extip', message: MESSAGES.extIpInvalid },
        { field: 'extport', message: MESSAGES.portInvalid },
      ],
    },
    {
      case: 'DHCP ignores stale static fields',
      s: { mode: 'dhcp' as const, staticIP: 'junk', netmask: '1.2.3.4' },
      errors: [],
    },
    {
      case: 'none mode ignores static fields',
      s: { mode: 'none' as const, staticIP: 'x' },
      errors: [],
    },
    {
      case: 'DHCP still checks the external address',
      s: { mode: 'dhcp' as const, extip: '1.2.3', extport: '0' },
      errors: [
        { field: 'extip', message: MESSAGES.extIpInvalid },
        { field: 'extport', message: MESSAGES.portInvalid },
      ],
    },
    {
      case: 'DHCP with a valid external address',
      s: { mode: 'dhcp' as const, extip: '203.0.113.5', extport: '655' },
      errors: [],
    },
    {
      case: 'empty external fields',
      s: { mode: 'dhcp' as const, extip: '', extport: '' },
      errors: [],
    },
  ])('$case', ({ s, errors }) => {
    expect(validateNetworkSettings(s)).toEqual(errors);
  });
});

describe('normalizeNetworkSettings', () => {
  // device spec §5: "In DHCP mode the static fields are cleared and not sent."
  it.each([
    { case: 'static kept whole', s: goodStatic, sent: goodStatic },
    {
      case: 'DHCP drops the static fields',
      s: { ...goodStatic, mode: 'dhcp' as const, extip: '203.0.113.5', extport: '655' },
      sent: { mode: 'dhcp', extip: '203.0.113.5', extport: '655' },
    },
    {
      case: 'none drops the static fields',
      s: { ...goodStatic, mode: 'none' as const },
      sent: { mode: 'none' },
    },
    { case: 'DHCP alone', s: { mode: 'dhcp' as const }, sent: { mode: 'dhcp' } },
  ])('$case', ({ s, sent }) => {
    const normalized = normalizeNetworkSettings(s);
    expect(normalized).toStrictEqual(sent);
    expect(normalized).not.toBe(s);
  });
});
