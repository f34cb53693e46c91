import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages';
import { formatMasterAddress, parseMasterAddress, type MasterAddressContext } from './link-address';

const field: MasterAddressContext = {
  nameResolution: true,
  deviceIp: '10.0.0.5',
  devicePort: 80,
  deviceNames: ['hms-east'],
};
const loopback: MasterAddressContext = { ...field, deviceIp: '127.0.0.1', devicePort: 8081 };
const noNames: MasterAddressContext = { ...field, nameResolution: false };

describe('parseMasterAddress', () => {
  // device spec §5: "Link-master address: host[:port], default port 80; an IP or (if name
  // resolution is supported) a name", with the errors listed there.
  it.each([
    { text: '10.0.0.1', ctx: field, host: '10.0.0.1', port: 80, kind: 'ip' },
    { text: '10.0.0.1:8080', ctx: field, host: '10.0.0.1', port: 8080, kind: 'ip' },
    { text: ' 192.168.1.2 ', ctx: field, host: '192.168.1.2', port: 80, kind: 'ip' },
    { text: 'master-1.local', ctx: field, host: 'master-1.local', port: 80, kind: 'name' },
    { text: 'master:81', ctx: field, host: 'master', port: 81, kind: 'name' },
    { text: '10.0.0.5:8080', ctx: field, host: '10.0.0.5', port: 8080, kind: 'ip' },
    { text: '127.0.0.1:8080', ctx: loopback, host: '127.0.0.1', port: 8080, kind: 'ip' },
    { text: 'hms-east:8080', ctx: field, host: 'hms-east', port: 8080, kind: 'name' },
  ])('accepts $text', ({ text, ctx, host, port, kind }) => {
    expect(parseMasterAddress(text, ctx)).toEqual({ ok: true, address: { host, port, kind } });
  });

  it.each([
    { text: '', ctx: field, message: MESSAGES.linkMasterIpInvalid },
    { text: '10.0.0', ctx: field, message: MESSAGES.linkMasterIpInvalid },
    { text: '10.0.0.256', ctx: field, message: MESSAGES.linkMasterIpInvalid },
    { text: '10.0.0.1:0', ctx: field, message: MESSAGES.linkMasterIpInvalid },
    { text: '10.0.0.1:65536', ctx: field, message: MESSAGES.linkMasterIpInvalid },
    { text: '10.0.0.1:123456', ctx: field, message: MESSAGES.linkMasterIpInvalid },
    { text: '10.0.0.1:', ctx: field, message: MESSAGES.linkMasterIpInvalid },
    { text: 'http://10.0.0.1', ctx: field, message: MESSAGES.linkMasterIpInvalid },
    { text: '10.0.0.1/x', ctx: field, message: MESSAGES.linkMasterIpInvalid },
    { text: '127.0.0.1', ctx: field, message: MESSAGES.linkMasterIpInvalid },
    { text: '224.0.0.1', ctx: field, message: MESSAGES.linkMasterIpInvalid },
    { text: '239.255.255.250', ctx: field, message: MESSAGES.linkMasterIpInvalid },
    { text: '0.0.0.0', ctx: field, message: MESSAGES.linkMasterIpInvalid },
    { text: '172.23.1.1', ctx: field, message: MESSAGES.ipReserved },
    { text: '10.0.0.5', ctx: field, message: MESSAGES.linkMasterIpSameAsDevice },
    { text: '10.0.0.5:80', ctx: field, message: MESSAGES.linkMasterIpSameAsDevice },
    { text: '127.0.0.1:8081', ctx: loopback, message: MESSAGES.linkMasterIpSameAsDevice },
    { text: 'HMS-EAST', ctx: field, message: MESSAGES.linkMasterNameSameAsDevice },
    { text: 'master', ctx: noNames, message: MESSAGES.linkMasterIpInvalid },
    { text: '-bad-', ctx: field, message: MESSAGES.linkMasterIpInvalid },
  ])('refuses "$text" with "$message"', ({ text, ctx, message }) => {
    expect(parseMasterAddress(text, ctx)).toEqual({ ok: false, message });
  });
});

describe('formatMasterAddress', () => {
  it.each([
    { host: '10.0.0.1', port: 80, text: '10.0.0.1:80' },
    { host: 'master', port: 8080, text: 'master:8080' },
  ])('$text', ({ host, port, text }) => {
    expect(formatMasterAddress({ host, port })).toBe(text);
  });
});
