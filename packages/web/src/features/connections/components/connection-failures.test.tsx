// ports spec §8: "Connection rename fails: server message or 'No response from the server.'";
// "Port association fails: the server message"; "Maximum connections" messages.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { MESSAGES } from '@crosspoint/protocol/messages';
import { stubServer, type FakeServer } from '../../../test/fake-server';
import { makeLinkGroupCapability } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { makePort, serve } from '../lib/screen-fixtures';

vi.mock('../../../lib/browser-navigation', () => ({ loadPage: vi.fn(), reloadPage: vi.fn() }));

let server: FakeServer;

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  server = stubServer();
});

async function rename(label: string): Promise<void> {
  fireEvent.click(await screen.findByTestId('connection-rename-1'));
  const input = screen.getByTestId('connection-label-input');
  fireEvent.change(input, { target: { value: label } });
  fireEvent.keyDown(input, { key: 'Enter' });
}

describe('failures on the assignment screen', () => {
  it("shows 'No response from the server.' when a rename gets no answer", async () => {
    serve(server, 'LQ-4W2', ['partyline', 'group'], [makePort(0, '4W')]);
    server.reply('PUT', '/api/1/connections/1', 'network-error');
    renderApp('/view/connections');
    await rename('Stage');
    const alert = await screen.findByTestId('rename-error');
    expect(alert).toHaveTextContent(MESSAGES.failedRenameConnection);
    expect(alert).toHaveTextContent(MESSAGES.noResponse);
  });

  it('shows the server message when a rename is refused', async () => {
    serve(server, 'LQ-4W2', ['partyline', 'group'], [makePort(0, '4W')]);
    server.reply('PUT', '/api/1/connections/1', {
      status: 404,
      body: { ok: false, message: MESSAGES.connectionNotFound },
    });
    renderApp('/view/connections');
    await rename('Stage');
    expect(await screen.findByTestId('rename-error')).toHaveTextContent(
      MESSAGES.connectionNotFound,
    );
  });

  it('cancels a rename with Escape without calling the server', async () => {
    serve(server, 'LQ-4W2', ['partyline', 'group'], [makePort(0, '4W')]);
    renderApp('/view/connections');
    fireEvent.click(await screen.findByTestId('connection-rename-1'));
    const input = screen.getByTestId('connection-label-input');
    fireEvent.change(input, { target: { value: 'Stage' } });
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(screen.queryByTestId('connection-label-input')).not.toBeInTheDocument();
    expect(server.calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('shows the server message when a port association is refused', async () => {
    const port = makePort(0, '4W');
    serve(server, 'LQ-4W2', ['partyline', 'group'], [port]);
    server.reply('POST', `${port.res}/join`, {
      status: 403,
      body: { ok: false, message: MESSAGES.channelAssignmentRefused },
    });
    renderApp('/view/connections');
    const row = await screen.findByTestId(`candidate-${port.res}`);
    fireEvent.click(within(row).getByTestId('candidate-add'));
    const alert = await screen.findByTestId('association-error');
    expect(alert).toHaveTextContent(MESSAGES.failedPortAssociation);
    expect(alert).toHaveTextContent(MESSAGES.channelAssignmentRefused);
    const join = server.calls.find((c) => c.method === 'POST');
    expect(join?.body).toEqual({ target: '/api/1/connections/1' });
  });

  it('says the maximum is reached without calling the server', async () => {
    serve(server, 'LQ-4W2', ['partyline', 'group'], [makePort(0, '4W')]);
    server.reply('GET', '/api/1/capabilities/linkgroup', {
      body: makeLinkGroupCapability({
        connections: {
          types: ['partyline', 'group'],
          max: { partyline: 1, group: 4 },
          dynamic: true,
        },
      }),
    });
    renderApp('/view/connections');
    fireEvent.click(await screen.findByTestId('add-partyline'));
    expect(await screen.findByTestId('add-error')).toHaveTextContent(
      'The maximum number of Channels has been reached.',
    );
    expect(server.calls.some((c) => c.method === 'POST')).toBe(false);
  });
});
