// device spec §8: "Most device calls show a title plus the server message, falling back to
// 'No response from the server.'"; architecture §9: failures are `{ ok: false, message }`.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CONTRACT } from '@crosspoint/protocol/contract';
import { MESSAGES } from '@crosspoint/protocol/messages';
import { stubServer } from '../test/fake-server';
import type { FakeServer } from '../test/fake-server';
import { makeDevice } from '../test/fixtures';
import { ApiError, apiRequest } from './api-client';

let server: FakeServer;

beforeEach(() => {
  server = stubServer();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  const error: unknown = await promise.catch((e: unknown) => e);
  if (!(error instanceof ApiError)) throw new Error(`Expected an ApiError, got ${String(error)}`);
  return error;
}

describe('api client', () => {
  it('fills the path and parses the reply with the contract schema', async () => {
    server.reply('GET', '/api/2/devices/0', { body: makeDevice({ device_label: 'Host' }) });
    const device = await apiRequest(CONTRACT.device, { params: { version: 2, deviceId: 0 } });
    expect(device.device_label).toBe('Host');
  });

  it('sends a JSON body', async () => {
    server.reply('PUT', '/api/1/devices/1', { body: { ok: true } });
    await apiRequest(CONTRACT.updateDevice, {
      params: { version: 1, deviceId: 1 },
      body: { label: 'A' },
    });
    expect(server.calls).toEqual([
      { method: 'PUT', path: '/api/1/devices/1', body: { label: 'A' } },
    ]);
  });

  it('carries the server message and status of a refusal', async () => {
    server.reply('PUT', '/api/1/devices/9', {
      status: 404,
      body: { ok: false, message: MESSAGES.deviceNotFound },
    });
    const error = await failureOf(
      apiRequest(CONTRACT.updateDevice, {
        params: { version: 1, deviceId: 9 },
        body: { label: 'A' },
      }),
    );
    expect([error.status, error.message]).toEqual([404, MESSAGES.deviceNotFound]);
  });

  it('says there was no response when the network fails', async () => {
    server.reply('GET', '/api/2/devices', 'network-error');
    const error = await failureOf(apiRequest(CONTRACT.devices));
    expect([error.status, error.message]).toEqual([null, MESSAGES.noResponse]);
  });

  it('refuses a reply that does not match the contract', async () => {
    server.reply('GET', '/api/2/devices', { body: [{ device_id: 'one' }] });
    const error = await failureOf(apiRequest(CONTRACT.devices));
    expect(error.message).toBe('Unexpected reply from the server to /api/2/devices.');
  });
});
