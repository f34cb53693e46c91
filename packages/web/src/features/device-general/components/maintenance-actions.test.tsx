// device spec §4 "Reset and reboot: redirect to the devices page and show a progress dialog
// until the socket reconnects, then reload"; §7 reboot, resettodefault?network=keep; §8 a
// failure shows its title and the server message; confirmation before destructive actions.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { MESSAGES } from '@crosspoint/protocol/messages';
import { RestartProgress } from '../../../components/restart-progress';
import { clearRestartWait } from '../../../lib/restart-wait';
import { stubServer, type FakeServer } from '../../../test/fake-server';
import { makeDevice } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render-app';
import { MaintenanceActions } from './maintenance-actions';

let server: FakeServer;
beforeEach(() => {
  server = stubServer();
  server.reply('GET', '/api/2/devices/1', { body: makeDevice({ deviceType_name: 'FSII' }) });
});
afterEach(() => clearRestartWait());

function renderActions() {
  return renderWithProviders(
    <>
      <MaintenanceActions deviceId={1} />
      <RestartProgress />
    </>,
    '/view/device/1',
  );
}

const posts = () => server.calls.filter((c) => c.method === 'POST').map((c) => c.path);

describe('maintenance actions', () => {
  it('asks before rebooting, then goes to the device list and shows the progress', async () => {
    server.reply('POST', '/api/1/devices/1/reboot', { body: { ok: true } });
    const { router } = renderActions();
    fireEvent.click(await screen.findByTestId('reboot'));
    expect(posts()).toEqual([]);
    fireEvent.click(await screen.findByTestId('confirm-action'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/view/devices'));
    expect(posts()).toEqual(['/api/1/devices/1/reboot']);
    expect(await screen.findByTestId('restart-progress')).toHaveTextContent(
      'Waiting for the device',
    );
  });

  it('cancelling does not reboot', async () => {
    renderActions();
    fireEvent.click(await screen.findByTestId('reboot'));
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(posts()).toEqual([]);
  });

  it('resets keeping the network by default', async () => {
    server.reply('POST', '/api/1/devices/1/resettodefault', { body: { ok: true } });
    renderActions();
    fireEvent.click(await screen.findByTestId('reset'));
    expect(await screen.findByTestId('reset-keep-network')).toBeChecked();
    fireEvent.click(screen.getByTestId('confirm-action'));
    await screen.findByTestId('restart-progress');
    const call = server.calls.find((c) => c.method === 'POST');
    expect(call?.path).toBe('/api/1/devices/1/resettodefault');
  });

  it('shows the title and the server message when the reboot is refused', async () => {
    server.reply('POST', '/api/1/devices/1/reboot', {
      status: 400,
      body: { ok: false, message: 'Busy upgrading' },
    });
    renderActions();
    fireEvent.click(await screen.findByTestId('reboot'));
    fireEvent.click(await screen.findByTestId('confirm-action'));
    const error = await screen.findByTestId('reboot-error');
    expect(error).toHaveTextContent(MESSAGES.failedReboot);
    expect(error).toHaveTextContent('Busy upgrading');
    expect(screen.queryByTestId('restart-progress')).not.toBeInTheDocument();
  });
});
