// ports spec §2 "Connection assignment screen": tabs (All when two or more, Directs hidden
// without the direct type), the participants of the active connection and the ports that can
// be added with the reason one cannot; the three routes open the screen.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { MESSAGES } from '@crosspoint/protocol/messages';
import { stubServer, type FakeServer } from '../../../test/fake-server';
import { FakeSocket } from '../../../test/fake-socket';
import { makeEndpoint } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { makePort, serve } from '../lib/screen-fixtures';

vi.mock('../../../lib/browser-navigation', () => ({ loadPage: vi.fn(), reloadPage: vi.fn() }));

let server: FakeServer;

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  server = stubServer();
});

describe('connection assignment screen', () => {
  it.each(['/view/connections', '/view/lqconnections', '/view/conn'])(
    'opens on %s',
    async (path) => {
      serve(server, 'LQ-4W2', ['partyline', 'direct', 'group'], [makePort(0, '4W')]);
      renderApp(path);
      expect(await screen.findByTestId('connections-page')).toBeInTheDocument();
    },
  );

  it('shows Channels, Directs, Groups and All for an LQ link group', async () => {
    serve(server, 'LQ-4W2', ['partyline', 'direct', 'group'], [makePort(0, '4W')]);
    renderApp('/view/connections');
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Channels', 'Directs', 'Groups', 'All']);
  });

  it('hides Directs and forces show-all on an HMS-4X', async () => {
    serve(server, 'HMS-4X', ['partyline', 'group'], [makePort(0, '2W')]);
    renderApp('/view/connections');
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Channels', 'Groups', 'All']);
    await waitFor(() => expect(screen.getByTestId('show-all')).toBeChecked());
    expect(screen.getByTestId('show-all')).toBeDisabled();
  });

  it('lists the participants with their join state and the reason a port cannot be added', async () => {
    const ports = [
      makePort(0, '4W', { partyline: { '1': { connectionState: 0 } } }),
      makePort(1, 'PGM'),
    ];
    serve(server, 'HMS-4X', ['partyline', 'group'], ports);
    renderApp('/view/connections');
    const participant = await screen.findByTestId(`participant-${ports[0]?.res ?? ''}`);
    expect(within(participant).getByTestId('port-state')).toHaveAttribute('data-state', 'selected');
    await waitFor(() =>
      expect(within(participant).getByTestId('join-state')).toHaveTextContent('Talk'),
    );
    screen.getByTestId('connections-tab-group').click();
    const pgm = await screen.findByTestId(`candidate-${ports[1]?.res ?? ''}`);
    expect(within(pgm).getByTestId('candidate-reason')).toHaveTextContent(MESSAGES.groupNoProgram);
    // §4: in use elsewhere and not assigned here → marked selectable; a free port is not.
    const inChannel = screen.getByTestId(`candidate-${ports[0]?.res ?? ''}`);
    expect(within(inChannel).getByTestId('port-selectable')).toBeInTheDocument();
    expect(within(pgm).queryByTestId('port-selectable')).not.toBeInTheDocument();
  });

  // ports spec §2: "A participant row shows a display state, a role label for endpoints";
  // §6 endpoint role label.
  it('shows an endpoint participant with its role label and join state', async () => {
    const ports = [makePort(0, '4W')];
    serve(server, 'HMS-4X', ['partyline', 'group'], ports);
    const beltpack = makeEndpoint({
      id: 7,
      label: 'BP 7',
      role: { id: 3, label: 'Stage', isDefault: false },
    });
    server.reply('GET', '/api/1/connections/liveStatus', {
      body: [
        {
          id: 1,
          events: { call: false, control: false, talk: false },
          participants: [{ res: beltpack.res, device_id: 1, label: 'BP 7', joinState: 'Listen' }],
        },
      ],
    });
    const socket = new FakeSocket();
    renderApp('/view/connections', socket);
    act(() => {
      socket.accept();
      socket.serverSends('EndpointInit', { result: [beltpack] });
    });
    const row = await screen.findByTestId(`participant-${beltpack.res}`);
    expect(within(row).getByTestId('role-label')).toHaveTextContent('Stage');
    expect(within(row).getByTestId('join-state')).toHaveTextContent('Listen');
    expect(within(row).getByTestId('port-state')).toHaveAttribute('data-state', 'selected');
  });
});
