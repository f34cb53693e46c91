// device spec §4: "WARNING for … interface alerts"; §7: "Alerts: GET
// /api/1/devices/{deviceId}/alerts/current, only for device types containing LQ"; the
// `live:alerts` flag refetches them (architecture §5, decision 0045).
import { beforeEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { FakeSocket } from '../../../test/fake-socket';
import { stubServer } from '../../../test/fake-server';
import type { FakeServer } from '../../../test/fake-server';
import { makeDevice } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render-app';
import { OverviewPage } from './overview-page';

const ALERTS = '/api/1/devices/1/alerts/current';
const ALERT = {
  device_id: 1,
  interface_id: 1,
  code: 'current_limiter_2w',
  message: 'Current limiter active on the 2-wire line',
};

let server: FakeServer;
let socket: FakeSocket;

beforeEach(() => {
  server = stubServer();
  socket = new FakeSocket();
  server.reply('GET', '/api/1/devices/1/interfaces', { body: [] });
});

describe('device tile alerts', () => {
  it('shows WARNING with the alert message on an LQ device, and OK once it is cleared', async () => {
    server.reply('GET', '/api/2/devices', {
      body: [makeDevice({ device_id: 1, deviceType_name: 'LQ-4W2' })],
    });
    let alerts: unknown[] = [ALERT];
    server.reply('GET', ALERTS, () => ({ body: alerts }));
    renderWithProviders(<OverviewPage />, '/view/devices', socket);
    act(() => socket.accept());

    await waitFor(() =>
      expect(screen.getByTestId('device-status-1')).toHaveAttribute('data-status', 'WARNING'),
    );
    expect(screen.getByTestId('device-reasons-1')).toHaveTextContent(ALERT.message);

    alerts = [];
    act(() => socket.serverSends('live:alerts', { updated: true }));
    await waitFor(() =>
      expect(screen.getByTestId('device-status-1')).toHaveAttribute('data-status', 'OK'),
    );
    expect(screen.queryByTestId('device-reasons-1')).not.toBeInTheDocument();
  });

  it('does not ask a device type without LQ for alerts', async () => {
    server.reply('GET', '/api/2/devices', {
      body: [makeDevice({ device_id: 1, deviceType_name: 'HMS-4X' })],
    });
    renderWithProviders(<OverviewPage />, '/view/devices', socket);
    act(() => socket.accept());
    await waitFor(() =>
      expect(screen.getByTestId('device-status-1')).toHaveAttribute('data-status', 'OK'),
    );
    expect(server.calls.some((call) => call.path.includes('/alerts/'))).toBe(false);
  });
});
