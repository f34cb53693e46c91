// device spec §2 "Overview page": "Device tiles with status OK, WARNING or ERROR. Endpoint
// lists per family"; §4: "ERROR if unreachable ... Endpoint status order: online, connecting,
// offline, unknown ... Device list failures (devices or endpoints) mark the host
// unreachable"; §7: "The initial endpoint list comes over the socket, not HTTP."
import { beforeEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { MESSAGES } from '@crosspoint/protocol/messages';
import { FakeSocket } from '../../../test/fake-socket';
import { stubServer } from '../../../test/fake-server';
import type { FakeServer } from '../../../test/fake-server';
import { makeDevice, makeEndpoint } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render-app';
import { OverviewPage } from './overview-page';

let server: FakeServer;
let socket: FakeSocket;

beforeEach(() => {
  server = stubServer();
  socket = new FakeSocket();
  server.reply('GET', '/api/2/devices', {
    body: [
      makeDevice({ device_id: 1, device_label: 'Main' }),
      makeDevice({ device_id: 2, device_label: 'Far', isHost: false, device_isReachable: false }),
    ],
  });
});

function startLive(): void {
  act(() => {
    socket.accept();
    socket.serverSends('EndpointInit', {
      result: [
        makeEndpoint({ id: 3, label: 'Quiet', liveStatus: { status: 'offline' } }),
        makeEndpoint({ id: 5, label: 'Busy', liveStatus: { status: 'online', linkQuality: 55 } }),
        makeEndpoint({ id: 4, label: 'Joining', liveStatus: { status: 'connecting' } }),
        makeEndpoint({ id: 1_000_001, type: 'FSII-Antenna', label: 'Antenna 1' }),
      ],
    });
  });
}

const rowIds = (list: HTMLElement): (string | undefined)[] =>
  within(list)
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.dataset.testid);

describe('overview', () => {
  it('shows a tile per device with its status and why', async () => {
    renderWithProviders(<OverviewPage />, '/view/devices', socket);
    const far = await screen.findByTestId('device-tile-2');
    expect(within(far).getByRole('link', { name: 'Far' })).toHaveAttribute(
      'href',
      '/view/device/2',
    );
    expect(screen.getByTestId('device-status-1')).toHaveAttribute('data-status', 'OK');
    expect(screen.getByTestId('device-status-2')).toHaveAttribute('data-status', 'ERROR');
    expect(screen.getByTestId('device-reasons-2').textContent).not.toBe('');
  });

  it('says the host is unreachable when the device list fails', async () => {
    server.reply('GET', '/api/2/devices', 'network-error');
    renderWithProviders(<OverviewPage />, '/view/devices', socket);
    expect(await screen.findByTestId('system-status')).toHaveTextContent(MESSAGES.hostUnreachable);
  });

  it('waits for the live list, then shows only the families present, sorted by status', async () => {
    renderWithProviders(<OverviewPage />, '/view/devices', socket);
    expect(screen.getByTestId('endpoints-loading')).toBeInTheDocument();
    startLive();
    const helixnet = await screen.findByTestId('endpoint-list-helixnet');
    expect(rowIds(helixnet)).toEqual(['endpoint-row-5', 'endpoint-row-4', 'endpoint-row-3']);
    expect(within(helixnet).getByTestId('endpoint-row-5')).toHaveTextContent('000005');
    expect(screen.getByTestId('endpoint-list-fsii-antennas')).toHaveTextContent('FSII-Transceiver');
    expect(screen.queryByTestId('endpoint-list-fsii-beltpacks')).not.toBeInTheDocument();
    expect(screen.queryByTestId('endpoint-list-agent-ic')).not.toBeInTheDocument();
  });

  it('follows live status changes', async () => {
    renderWithProviders(<OverviewPage />, '/view/devices', socket);
    startLive();
    const badge = await screen.findByTestId('endpoint-status-3');
    expect(badge).toHaveAttribute('data-status', 'offline');
    act(() =>
      socket.serverSends('EndpointUpdated', {
        endpointId: 3,
        path: 'liveStatus.status',
        value: 'online',
      }),
    );
    await waitFor(() =>
      expect(screen.getByTestId('endpoint-status-3')).toHaveAttribute('data-status', 'online'),
    );
    expect(screen.getByTestId('endpoint-status-3')).toHaveTextContent('online');
    expect(rowIds(screen.getByTestId('endpoint-list-helixnet'))[0]).toBe('endpoint-row-3');
  });
});
