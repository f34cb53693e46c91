// device spec §2: "Empty path and / go to the device list. Any unknown path redirects to
// /view/devices. If resolving data for any page fails, the user is sent to the devices list
// with a full page reload." Tabs: general (default), network, wireless, settings (labelled
// Station), ports, events (labelled Event Log), linking, statistics.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { loadPage } from '../lib/browser-navigation';
import { stubServer } from '../test/fake-server';
import type { FakeServer } from '../test/fake-server';
import { makeDevice, makeDeviceCapability } from '../test/fixtures';
import { renderApp } from '../test/render-app';

vi.mock('../lib/browser-navigation', () => ({ loadPage: vi.fn(), reloadPage: vi.fn() }));

let server: FakeServer;

beforeEach(() => {
  vi.mocked(loadPage).mockClear();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  server = stubServer();
  server.reply('GET', '/api/2/devices', { body: [makeDevice()] });
});

function serveDevice(id: number, type = 'HMS-4X'): void {
  server.reply('GET', `/api/2/devices/${id}`, {
    body: makeDevice({ device_id: id, deviceType_name: type, device_label: `Device ${id}` }),
  });
  server.reply('GET', `/api/2/devices/${id}/capability`, { body: makeDeviceCapability({ type }) });
}

describe('routes', () => {
  it.each(['/', '/nowhere', '/view/devices/extra', '/view/device/1/nope', '/view/accounts/xyz'])(
    'sends %s to the device list',
    async (path) => {
      const { router } = renderApp(path);
      await waitFor(() => expect(router.state.location.pathname).toBe('/view/devices'));
      expect(await screen.findByRole('heading', { name: 'Overview' })).toBeInTheDocument();
    },
  );

  it('opens the Agent-IC users page by default under accounts', async () => {
    const { router } = renderApp('/view/accounts');
    await waitFor(() => expect(router.state.location.pathname).toBe('/view/accounts/aicusers'));
    expect(await screen.findByTestId('not-available')).toHaveTextContent('Agent-IC users');
  });

  it.each([
    ['/view/roles', 'Roles'],
    ['/view/accounts/sip/3', 'SIP'],
    ['/view/accounts/ivc32', 'IVC-32'],
  ])('says %s is not available yet', async (path, title) => {
    renderApp(path);
    const panel = await screen.findByTestId('not-available');
    expect(panel).toHaveTextContent(title);
    expect(panel).toHaveTextContent('not available yet in this version');
  });

  it('reloads onto the device list when the device cannot be resolved', async () => {
    server.reply('GET', '/api/2/devices/5', {
      status: 404,
      body: { ok: false, message: 'Cannot find device with ID' },
    });
    renderApp('/view/device/5');
    await waitFor(() => expect(loadPage).toHaveBeenCalledWith('/view/devices'));
  });

  it('reloads onto the device list for a device id that is not one', async () => {
    renderApp('/view/device/abc');
    await waitFor(() => expect(loadPage).toHaveBeenCalledWith('/view/devices'));
  });
});

describe('device view', () => {
  it('shows the tabs in spec order, without Wireless on a main station', async () => {
    serveDevice(1);
    renderApp('/view/device/1');
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'General',
      'Network',
      'Station',
      'Ports',
      'Event Log',
      'Linking',
      'Statistics',
    ]);
    expect(screen.getByRole('tab', { name: 'General' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByTestId('device-view-label')).toHaveTextContent('Device 1');
    expect(screen.getByTestId('device-view-status')).toHaveAttribute('data-status', 'OK');
  });

  it('shows Wireless on a FreeSpeak II base and switches tabs by route', async () => {
    serveDevice(2, 'FSII');
    const { router } = renderApp('/view/device/2');
    fireEvent.click(await screen.findByRole('tab', { name: 'Wireless' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/view/device/2/wireless'));
    expect(screen.getByRole('tab', { name: 'Wireless' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByTestId('wireless-tab')).toHaveTextContent('Start OTA registration');
  });

  it('shows interface port pages under the Ports tab', async () => {
    serveDevice(1);
    server.reply('GET', '/api/1/devices/1/interfaces', { body: [] });
    renderApp('/view/device/1/interfaces/257,258/4wg');
    expect(await screen.findByRole('tab', { name: 'Ports' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    // ports spec §2: the page lists the ports of those interfaces filtered by type (none here)
    expect(await screen.findByTestId('port-list')).toBeEmptyDOMElement();
  });
});
