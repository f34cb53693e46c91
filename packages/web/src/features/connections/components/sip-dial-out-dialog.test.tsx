// ports spec §4 "SIP dial-out: idle, then call initiated (pending), then the call is tracked by
// res until inProgress turns false; hang-up clears it. One call or all calls can be hung up."
// §8 "Dial-out fails: the server message".
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { SipCall } from '@crosspoint/protocol/entities/sip-call';
import { stubServer, type FakeServer } from '../../../test/fake-server';
import { renderWithProviders } from '../../../test/render-app';
import { makePort } from '../lib/screen-fixtures';
import { SipDialOutDialog } from './sip-dial-out-dialog';

const port = makePort(2, 'SIP');
const callRes = `${port.res}/calls/7`;
const call = (inProgress: boolean): SipCall => ({
  id: 7,
  res: callRes,
  deviceId: 1,
  audioInterfaceId: 256,
  portId: port.port_id,
  uri: 'sip:1001@pbx',
  liveStatus: { inProgress },
});

let server: FakeServer;

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  server = stubServer();
  server.reply('GET', `${port.res}/calls`, { body: [] });
});

function dial(uri: string): void {
  fireEvent.change(screen.getByTestId('dial-out-uri'), { target: { value: uri } });
  fireEvent.click(screen.getByTestId('dial-out-call'));
}

const state = () => screen.getByTestId('dial-out-state').getAttribute('data-state');

describe('SipDialOutDialog', () => {
  it('goes idle → pending → tracked, and back to idle when inProgress turns false', async () => {
    let answer: (value: { body: unknown }) => void = () => undefined;
    server.reply('POST', `${port.res}/calls`, () => new Promise((resolve) => (answer = resolve)));
    const { queryClient } = renderWithProviders(
      <SipDialOutDialog port={port} onClose={() => undefined} />,
    );
    await screen.findByTestId('dial-out-uri');
    expect(state()).toBe('idle');
    dial('sip:1001@pbx');
    await waitFor(() => expect(state()).toBe('pending'));

    server.reply('GET', `${port.res}/calls`, { body: [call(true)] });
    act(() => answer({ body: { ok: true, id: 7, res: callRes } }));
    await waitFor(() => expect(state()).toBe('tracking'));
    expect(await screen.findByTestId('call-7')).toHaveTextContent('sip:1001@pbx');

    server.reply('GET', `${port.res}/calls`, { body: [call(false)] });
    await act(() => queryClient.invalidateQueries({ queryKey: ['calls'] }));
    await waitFor(() => expect(state()).toBe('idle'));
  });

  it('hangs up one call and clears the dialog', async () => {
    server.reply('POST', `${port.res}/calls`, { body: { ok: true, id: 7, res: callRes } });
    server.reply('GET', `${port.res}/calls`, { body: [call(true)] });
    server.reply('DELETE', callRes, { body: { ok: true } });
    renderWithProviders(<SipDialOutDialog port={port} onClose={() => undefined} />);
    await screen.findByTestId('dial-out-uri');
    dial('sip:1001@pbx');
    await waitFor(() => expect(state()).toBe('tracking'));
    fireEvent.click(await screen.findByTestId('hang-up-7'));
    await waitFor(() => expect(state()).toBe('idle'));
    expect(server.calls.some((c) => c.method === 'DELETE' && c.path === callRes)).toBe(true);
  });

  it('shows the server message when the dial-out fails', async () => {
    server.reply('POST', `${port.res}/calls`, {
      status: 400,
      body: { ok: false, message: 'Only SIP ports can place calls.' },
    });
    renderWithProviders(<SipDialOutDialog port={port} onClose={() => undefined} />);
    await screen.findByTestId('dial-out-uri');
    dial('sip:1001@pbx');
    expect(await screen.findByTestId('dial-out-error')).toHaveTextContent(
      'Only SIP ports can place calls.',
    );
    expect(state()).toBe('idle');
  });

  it('refuses a malformed URI before calling', async () => {
    renderWithProviders(<SipDialOutDialog port={port} onClose={() => undefined} />);
    fireEvent.change(await screen.findByTestId('dial-out-uri'), { target: { value: 'a b' } });
    expect(screen.getByTestId('dial-out-call')).toBeDisabled();
  });
});
