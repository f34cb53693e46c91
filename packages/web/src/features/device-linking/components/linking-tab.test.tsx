// device spec §2 Linking tab; §4 "Choosing a mode is pending until applied. Becoming master
// warns that the device leaves its current link group. Applying shows a progress dialog (8 s
// for master, 12 s for link or disable), then reloads the page."; §5 link-master address rule,
// slot list, too-many-devices warning; §8 'Failed to change device linking configuration'.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { loadPage, replaceAddress } from '../../../lib/browser-navigation';
import { MESSAGES } from '@crosspoint/protocol/messages';
import { stubServer, type FakeServer } from '../../../test/fake-server';
import { makeDevice, makeDeviceCapability } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render-app';
import { LinkingTab } from './linking-tab';

vi.mock('../../../lib/browser-navigation', () => ({
  loadPage: vi.fn(),
  reloadPage: vi.fn(),
  replaceAddress: vi.fn(),
}));

/** Opens the slot select and picks an option of its own list (Mantine renders every list). */
async function chooseSlot(option: string): Promise<void> {
  const input = await screen.findByTestId('linking-slot');
  fireEvent.click(input);
  const list = await waitFor(() => {
    const found = document.getElementById(input.getAttribute('aria-controls') ?? '');
    if (!found) throw new Error('no slot list');
    return found;
  });
  fireEvent.click(within(list).getByRole('option', { name: option, hidden: true }));
}

let server: FakeServer;
const SLOTS = {
  masterType: 'HMS-4X',
  masterLabel: 'Main',
  masterVersionSW: '4.3.0',
  maxDevices: 4,
  deviceCount: 1,
  slots: [2, 3, 4],
};

function serve(device = makeDevice({ device_id: 2, deviceType_name: 'FSII' })) {
  server.reply('GET', '/api/2/devices/2', { body: device });
  server.reply('GET', '/api/2/devices/2/capability', {
    body: makeDeviceCapability({
      linking: {
        options: ['linkMaster', 'linkMember', 'disabled'],
        maxDevices: 4,
        supportedDevices: [],
        nameResolution: true,
      },
    }),
  });
}

const posts = () => server.calls.filter((c) => c.method === 'POST');

beforeEach(() => {
  server = stubServer();
});

describe('Linking tab', () => {
  it('links to a master: address checked, slots from the master, 12 s progress', async () => {
    serve();
    server.reply('GET', '/api/2/devices/2/linkingslots', { body: SLOTS });
    server.reply('POST', '/api/2/devices/2/updatelinkingconfig', { body: { ok: true } });
    renderWithProviders(<LinkingTab deviceId={2} />);
    fireEvent.click(await screen.findByRole('radio', { name: 'Link member' }));
    const address = screen.getByRole('textbox', { name: /Link-Master address/ });
    fireEvent.change(address, { target: { value: '224.0.0.1' } });
    expect(await screen.findByText(MESSAGES.linkMasterIpInvalid)).toBeInTheDocument();
    expect(screen.getByTestId('linking-apply')).toBeDisabled();
    fireEvent.change(address, { target: { value: '10.0.0.9:8080' } });
    await waitFor(() => expect(screen.getByTestId('linking-apply')).toBeEnabled());
    expect(posts()).toEqual([]);
    fireEvent.click(screen.getByTestId('linking-apply'));
    const progress = await screen.findByTestId('linking-progress');
    expect(progress).toHaveAttribute('data-duration', '12000');
    expect(posts()).toEqual([
      {
        method: 'POST',
        path: '/api/2/devices/2/updatelinkingconfig',
        body: { mode: 'linkMember', masterIp: '10.0.0.9', masterMgmtPort: 8080, slotId: 2 },
      },
    ]);
  });

  // Decision 0075: any free slot of the master can be chosen; a fresh device holds slot 1,
  // which the master holds too, and takes slot 3. The progress ends on the new slot's page.
  it('links a slot-1 device with a slot it chose from the list, then opens its new id', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const fresh = makeDevice({ device_id: 1, deviceType_name: 'FSII' });
      server.reply('GET', '/api/2/devices/1', { body: fresh });
      server.reply('GET', '/api/2/devices/1/capability', {
        body: makeDeviceCapability({
          linking: {
            options: ['linkMaster', 'linkMember', 'disabled'],
            maxDevices: 4,
            supportedDevices: [],
            nameResolution: true,
          },
        }),
      });
      server.reply('GET', '/api/2/devices/1/linkingslots', { body: SLOTS });
      server.reply('POST', '/api/2/devices/1/updatelinkingconfig', { body: { ok: true } });
      renderWithProviders(<LinkingTab deviceId={1} />);
      fireEvent.click(await screen.findByRole('radio', { name: 'Link member' }));
      fireEvent.change(screen.getByRole('textbox', { name: /Link-Master address/ }), {
        target: { value: '10.0.0.9:8080' },
      });
      expect(await screen.findByTestId('linking-slot')).toHaveValue('2');
      await chooseSlot('3');
      await waitFor(() => expect(screen.getByTestId('linking-slot')).toHaveValue('3'));
      fireEvent.click(screen.getByTestId('linking-apply'));
      expect(await screen.findByTestId('linking-progress')).toHaveAttribute(
        'data-duration',
        '12000',
      );
      expect(posts()[0]?.body).toEqual({
        mode: 'linkMember',
        masterIp: '10.0.0.9',
        masterMgmtPort: 8080,
        slotId: 3,
      });
      // The device restarts at once: a reload on live reconnection must open the new id.
      expect(vi.mocked(replaceAddress)).toHaveBeenCalledWith('/view/device/3/linking');
      vi.advanceTimersByTime(12_000);
      expect(vi.mocked(loadPage)).toHaveBeenCalledWith('/view/device/3/linking');
    } finally {
      vi.useRealTimers();
    }
  });

  it('warns that becoming master leaves the group, and shows 8 s of progress', async () => {
    serve();
    server.reply('POST', '/api/2/devices/2/updatelinkingconfig', { body: { ok: true } });
    renderWithProviders(<LinkingTab deviceId={2} />);
    expect(screen.queryByTestId('linking-master-warning')).toBeNull();
    fireEvent.click(await screen.findByRole('radio', { name: 'Link-Master' }));
    expect(screen.getByTestId('linking-master-warning')).toHaveTextContent(
      MESSAGES.becomeMasterWarning,
    );
    fireEvent.click(screen.getByTestId('linking-apply'));
    expect(await screen.findByTestId('linking-progress')).toHaveAttribute('data-duration', '8000');
    expect(posts()[0]?.body).toEqual({ mode: 'linkMaster' });
  });

  it('shows the failure alert with status and message', async () => {
    serve();
    server.reply('POST', '/api/2/devices/2/updatelinkingconfig', {
      status: 400,
      body: { ok: false, message: MESSAGES.invalidLinkMaster },
    });
    renderWithProviders(<LinkingTab deviceId={2} />);
    fireEvent.click(await screen.findByRole('radio', { name: 'Link-Master' }));
    fireEvent.click(screen.getByTestId('linking-apply'));
    const alert = await screen.findByTestId('linking-error');
    expect(alert).toHaveTextContent('Status: 400');
    expect(alert).toHaveTextContent(MESSAGES.invalidLinkMaster);
    expect(screen.getByText(MESSAGES.failedLinkingChange)).toBeInTheDocument();
    expect(screen.queryByTestId('linking-progress')).toBeNull();
  });

  it.each([
    {
      reply: { status: 502, body: { ok: false, message: MESSAGES.linkMasterRefused } },
      text: MESSAGES.linkMasterRefused,
    },
    { reply: { body: { ...SLOTS, slots: [] } }, text: MESSAGES.noSlotsAvailable },
    { reply: { body: { ...SLOTS, masterVersionSW: '9.9.9' } }, text: MESSAGES.badVersion },
  ])('says why no slot can be chosen: $text', async ({ reply, text }) => {
    serve();
    server.reply('GET', '/api/2/devices/2/linkingslots', reply);
    renderWithProviders(<LinkingTab deviceId={2} />);
    fireEvent.click(await screen.findByRole('radio', { name: 'Link member' }));
    fireEvent.change(screen.getByRole('textbox', { name: /Link-Master address/ }), {
      target: { value: '10.0.0.9' },
    });
    expect(await screen.findByTestId('linking-slots-error')).toHaveTextContent(text);
    expect(screen.getByTestId('linking-apply')).toBeDisabled();
  });

  it('warns when the group would hold too many devices', async () => {
    serve();
    server.reply('GET', '/api/2/devices/2/linkingslots', {
      body: { ...SLOTS, maxDevices: 2, deviceCount: 2, slots: [2] },
    });
    renderWithProviders(<LinkingTab deviceId={2} />);
    fireEvent.click(await screen.findByRole('radio', { name: 'Link member' }));
    fireEvent.change(screen.getByRole('textbox', { name: /Link-Master address/ }), {
      target: { value: '10.0.0.9' },
    });
    expect(await screen.findByTestId('linking-too-many')).toHaveTextContent(
      MESSAGES.tooManyDevices(3, 2),
    );
  });

  it.each([
    { status: 'READY' as const, reachable: false, text: MESSAGES.masterUnreachable },
    { status: 'CONFLICT' as const, reachable: true, text: MESSAGES.slotConflict },
    { status: 'BADVERSION' as const, reachable: true, text: MESSAGES.badVersion },
  ])(
    'shows a member in state $status (reachable $reachable)',
    async ({ status, reachable, text }) => {
      serve(
        makeDevice({
          device_id: 2,
          device_linking: 'linkMember',
          device_isMaster: false,
          device_masterStatus: status,
          device_masterAddress: '10.0.0.9',
          device_masterPort: 80,
          device_masterReachable: reachable,
        }),
      );
      renderWithProviders(<LinkingTab deviceId={2} />);
      expect(await screen.findByTestId('linking-warning')).toHaveTextContent(text);
    },
  );
});
