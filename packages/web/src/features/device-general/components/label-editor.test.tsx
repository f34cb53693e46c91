// device spec §2 General: the label; §7: "PUT /api/{version}/devices/{deviceId}: payload with
// a single field among ... label"; §8: "Most device calls show a title plus the server
// message, falling back to 'No response from the server.', and refetch the device. Titles:
// ... 'Failed to modify label.'"; ports spec §2: "Enter submits and Escape cancels inline
// editing."
import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { MESSAGES } from '@crosspoint/protocol/messages';
import { stubServer } from '../../../test/fake-server';
import type { FakeServer, Reply } from '../../../test/fake-server';
import { makeDevice } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render-app';
import { GeneralTab } from './general-tab';

let server: FakeServer;
let serverLabel: string;

beforeEach(() => {
  server = stubServer();
  serverLabel = 'Main station';
  server.reply('GET', '/api/2/devices/1', () => ({
    body: makeDevice({ device_label: serverLabel }),
  }));
});

// The General tab also reads the clock (issue 3): count only the device reads.
const deviceReads = (): number =>
  server.calls.filter((c) => c.method === 'GET' && c.path === '/api/2/devices/1').length;

async function editLabel(text: string): Promise<HTMLInputElement> {
  renderWithProviders(<GeneralTab deviceId={1} />);
  const input = await screen.findByRole<HTMLInputElement>('textbox', { name: 'Device label' });
  fireEvent.change(input, { target: { value: text } });
  return input;
}

describe('label editor', () => {
  it('saves on Enter and shows the label read back from the device', async () => {
    server.reply('PUT', '/api/1/devices/1', () => {
      serverLabel = 'Stage left';
      return { body: { ok: true } };
    });
    const input = await editLabel('  Stage left ');
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(input).toHaveValue('Stage left'));
    expect(server.calls.filter((c) => c.method === 'PUT')).toEqual([
      { method: 'PUT', path: '/api/1/devices/1', body: { label: 'Stage left' } },
    ]);
    expect(deviceReads()).toBe(2);
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('cancels on Escape without calling the device', async () => {
    const input = await editLabel('Something else');
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input).toHaveValue('Main station');
    expect(server.calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('is disabled while saving', async () => {
    let answer: (reply: Reply) => void = () => undefined;
    server.reply(
      'PUT',
      '/api/1/devices/1',
      () => new Promise<Reply>((resolve) => (answer = resolve)),
    );
    const input = await editLabel('Slow');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(input).toBeDisabled());
    answer({ body: { ok: true } });
    await waitFor(() => expect(input).toBeEnabled());
  });

  it('shows the title and the server message when the device refuses, and refetches it', async () => {
    server.reply('PUT', '/api/1/devices/1', {
      status: 400,
      body: { ok: false, message: 'Label is too long' },
    });
    const input = await editLabel('Refused');
    fireEvent.keyDown(input, { key: 'Enter' });
    const alert = await screen.findByTestId('label-error');
    expect(alert).toHaveTextContent(MESSAGES.failedLabel);
    expect(alert).toHaveTextContent('Label is too long');
    expect(input).toHaveValue('Refused');
    await waitFor(() => expect(deviceReads()).toBe(2));
  });

  it('says there was no response when the request fails, and Escape clears it', async () => {
    server.reply('PUT', '/api/1/devices/1', 'network-error');
    const input = await editLabel('Lost');
    fireEvent.submit(input);
    expect(await screen.findByTestId('label-error')).toHaveTextContent(MESSAGES.noResponse);
    await waitFor(() => expect(input).toBeEnabled());
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(screen.queryByTestId('label-error')).not.toBeInTheDocument();
    expect(input).toHaveValue('Main station');
  });

  it('does not save an empty label', async () => {
    const input = await editLabel('   ');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(server.calls.some((c) => c.method === 'PUT')).toBe(false);
  });
});
