// device spec §2 "Modals": the endpoint configuration dialogs ("Endpoint modals close when the
// live socket disconnects"); §7 "PUT update (label or settings)"; §4
// "Endpoint modals close 1.5 s after an endpoint reset or reboot". The logic that lives in the
// UI: only what changed is sent, the dialog closes by itself (role changes: e2e/tests).
import { beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MESSAGES } from '@crosspoint/protocol/messages';
import { FakeSocket } from '../../../test/fake-socket';
import { stubServer, type FakeServer } from '../../../test/fake-server';
import { makeEndpoint } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render-app';
import { OverviewPage } from './overview-page';

let server: FakeServer;
let socket: FakeSocket;

beforeEach(() => {
  server = stubServer();
  socket = new FakeSocket();
  server.reply('GET', '/api/2/devices', { body: [] });
  server.reply('GET', '/api/1/roles', {
    body: [
      {
        id: 1,
        res: '/api/1/roles/1',
        type: 'FSII-BP',
        label: 'Default',
        description: '',
        isDefault: true,
        settings: {},
      },
      {
        id: 2,
        res: '/api/1/roles/2',
        type: 'FSII-BP',
        label: 'Camera',
        description: '',
        isDefault: false,
        settings: {},
      },
      {
        id: 3,
        res: '/api/1/roles/3',
        type: 'HBP-2X',
        label: 'Stage',
        description: '',
        isDefault: false,
        settings: {},
      },
    ],
  });
});

function showBeltpack(): void {
  renderWithProviders(<OverviewPage />, '/view/devices', socket);
  act(() => {
    socket.accept();
    socket.serverSends('EndpointInit', {
      result: [
        makeEndpoint({
          id: 4,
          type: 'FSII-BP',
          label: 'BP-04',
          role: undefined,
          settings: { sidetoneGain: -6 },
          liveStatus: { status: 'online' },
        }),
      ],
    });
  });
}

async function openConfiguration(): Promise<HTMLElement> {
  fireEvent.click(await screen.findByTestId('endpoint-actions-4'));
  fireEvent.click(await screen.findByTestId('configure-4'));
  return screen.findByRole('dialog');
}

/** Opens a Mantine select and returns its listbox: the one its input controls. */
async function openOptions(dialog: HTMLElement, testId: string): Promise<HTMLElement> {
  const input = within(dialog).getByTestId(testId);
  fireEvent.click(input);
  return waitFor(() => {
    const found = document.getElementById(input.getAttribute('aria-controls') ?? '');
    if (!found) throw new Error(`no listbox for ${testId}`);
    return found;
  });
}

async function choose(dialog: HTMLElement, testId: string, option: string): Promise<void> {
  const listbox = await openOptions(dialog, testId);
  fireEvent.click(within(listbox).getByRole('option', { name: option, hidden: true }));
  await waitFor(() => expect(within(dialog).getByTestId(testId)).toHaveValue(option));
}

describe('endpoint configuration dialog', () => {
  it('sends only the settings that changed, and closes', async () => {
    server.reply('PUT', '/api/1/devices/1/endpoints/4', { body: { ok: true } });
    showBeltpack();
    const dialog = await openConfiguration();
    expect(dialog).toHaveTextContent('FreeSpeak II beltpack configuration');
    await choose(dialog, 'setting-sidetoneGain', '-12 dB');
    await choose(dialog, 'setting-sidetoneGain', '-6 dB'); // back as it was: not sent
    await choose(dialog, 'setting-batteryType', 'NiMH');
    fireEvent.click(within(dialog).getByTestId('endpoint-config-save'));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const writes = server.calls.filter((call) => call.method !== 'GET');
    expect(writes).toEqual([
      {
        method: 'PUT',
        path: '/api/1/devices/1/endpoints/4',
        body: { settings: { batteryType: 'NiMH' } },
      },
    ]);
  });

  it('shows the server message under the title and stays open when saving fails', async () => {
    server.reply('PUT', '/api/1/devices/1/endpoints/4', {
      status: 400,
      body: { ok: false, message: 'The setting batteryType does not apply.' },
    });
    showBeltpack();
    const dialog = await openConfiguration();
    fireEvent.change(within(dialog).getByTestId('endpoint-label-input'), {
      target: { value: 'Camera 2' },
    });
    fireEvent.click(within(dialog).getByTestId('endpoint-config-save'));
    const error = await within(dialog).findByTestId('endpoint-config-error');
    expect(error).toHaveTextContent(MESSAGES.failedEndpointConfig);
    expect(error).toHaveTextContent('The setting batteryType does not apply.');
  });

  it('closes when the live socket disconnects', async () => {
    showBeltpack();
    await openConfiguration();
    act(() => socket.drop());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes by itself 1.5 s after a reboot', async () => {
    server.reply('POST', '/api/1/devices/1/endpoints/4/reboot', { body: { ok: true } });
    showBeltpack();
    const dialog = await openConfiguration();
    fireEvent.click(within(dialog).getByTestId('endpoint-reboot'));
    expect(await within(dialog).findByTestId('maintenance-done')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), {
      timeout: 3_000,
    });
  });
});
