// device spec §4 "Live socket": "on disconnect a message says the page will reload on
// reconnection ... If the device does not support the socket, the alert 'websocket failed to
// start' is shown."
import { describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { MESSAGES } from '@crosspoint/protocol/messages';
import { reloadPage } from '../lib/browser-navigation';
import { FakeSocket, transportError } from '../test/fake-socket';
import { renderWithProviders } from '../test/render-app';
import { LiveStatusAlert } from './live-status-alert';

vi.mock('../lib/browser-navigation', () => ({ loadPage: vi.fn(), reloadPage: vi.fn() }));

describe('live status alert', () => {
  it('stays away while connected, warns on disconnect, reloads on reconnect', () => {
    const socket = new FakeSocket();
    renderWithProviders(<LiveStatusAlert />, '/', socket);
    act(() => socket.accept());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    act(() => socket.drop());
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.socketDisconnected);
    expect(screen.getByTestId('socket-disconnected')).toBeInTheDocument();

    act(() => socket.accept());
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('says the websocket failed to start when the device does not support it', () => {
    const socket = new FakeSocket();
    renderWithProviders(<LiveStatusAlert />, '/', socket);
    act(() => socket.fail(transportError('xhr poll error', 404)));
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.websocketFailed);
  });
});
