// device spec §2 "Navigation bar": "The active button is derived from the route ... Roles is
// shown only if link-group capabilities include roles. System config is shown if they include
// roles or users. Accounts is shown if they include external systems. A resource meter is
// shown if resource usage is supported ... Logout requests the root with dummy credentials,
// then goes to the root." device spec §1: "The page title uses the product name taken from
// the capability type of device 0."
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { loadPage } from '../../../lib/browser-navigation';
import { stubServer } from '../../../test/fake-server';
import type { FakeServer } from '../../../test/fake-server';
import { makeDevice, makeDeviceCapability, makeLinkGroupCapability } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render-app';
import { NavigationBar } from './navigation-bar';

vi.mock('../../../lib/browser-navigation', () => ({ loadPage: vi.fn(), reloadPage: vi.fn() }));

let server: FakeServer;

beforeEach(() => {
  server = stubServer();
  server.reply('GET', '/api/2/devices', { body: [makeDevice({ device_id: 1, isHost: true })] });
  server.reply('GET', '/api/1/capabilities/linkgroup', { body: makeLinkGroupCapability() });
  server.reply('GET', '/api/2/devices/0/capability', {
    body: makeDeviceCapability({ productName: 'HelixNet Main Station' }),
  });
});

const active = (): string[] =>
  screen
    .queryAllByRole('link')
    .filter((link) => link.getAttribute('aria-current') === 'page')
    .map((link) => link.textContent);

describe('navigation bar', () => {
  it.each([
    ['/view/devices', 'Overview'],
    ['/view/connections', 'Assignments'],
    ['/view/device/0', 'Home'],
    ['/view/device/1/network', 'Home'],
  ])('marks the button of %s as the current page', async (path, button) => {
    renderWithProviders(<NavigationBar />, path);
    await waitFor(() => expect(active()).toEqual([button]));
  });

  it('shows Proxy, active, for a device that is not the host', async () => {
    renderWithProviders(<NavigationBar />, '/view/device/2');
    expect(await screen.findByRole('link', { name: 'Proxy' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('offers only the buttons every system has when the link group has no options', async () => {
    renderWithProviders(<NavigationBar />, '/view/devices');
    await waitFor(() => expect(server.calls.some((c) => c.path.endsWith('linkgroup'))).toBe(true));
    const names = screen.getAllByRole('link').map((link) => link.textContent);
    expect(names).toEqual(['Overview', 'Assignments', 'Home', 'Help']);
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.queryByTestId('resource-meter')).not.toBeInTheDocument();
  });

  it('shows Roles, System config, Accounts and the resource meter as capabilities allow', async () => {
    server.reply('GET', '/api/1/capabilities/linkgroup', {
      body: makeLinkGroupCapability({
        roles: [{ type: 'LQ-AIC', labelLength: 10 }],
        externalSystems: [{ type: 'SIP' }],
        resourceUsage: true,
      }),
    });
    server.reply('GET', '/api/2/devices/0', {
      body: makeDevice({ device_id: 0, device_usage: 37 }),
    });
    renderWithProviders(<NavigationBar />, '/view/roles');
    expect(await screen.findByRole('link', { name: 'Roles' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('link', { name: 'System config' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Accounts' })).toBeInTheDocument();
    expect(await screen.findByTestId('resource-meter')).toHaveTextContent('Resources 37%');
    expect(screen.getByRole('progressbar', { name: 'Resource usage' })).toHaveAttribute(
      'aria-valuenow',
      '37',
    );
  });

  it('opens help in a new tab', () => {
    renderWithProviders(<NavigationBar />, '/view/devices');
    const help = screen.getByRole('link', { name: 'Help' });
    expect(help).toHaveAttribute('href', '/help/Default.htm');
    expect(help).toHaveAttribute('target', '_blank');
  });

  it('titles the page with the product name of device 0', async () => {
    renderWithProviders(<NavigationBar />, '/view/devices');
    await waitFor(() => expect(document.title).toBe('HelixNet Main Station'));
  });

  it('logs out with dummy credentials, then goes to the root', async () => {
    const opened: unknown[][] = [];
    class FakeXhr {
      onloadend: (() => void) | null = null;
      open(...args: unknown[]): void {
        opened.push(args);
      }
      send(): void {
        queueMicrotask(() => this.onloadend?.());
      }
    }
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    renderWithProviders(<NavigationBar />, '/view/devices');
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(loadPage).toHaveBeenCalledWith('/'));
    expect(opened).toEqual([['GET', '/', true, 'logout', 'logout']]);
  });
});
