// ports spec §2 "Ports screen": one or many ports selected, a merged view where differing values
// show a multiple-values marker, and one `PUT .../ports` with the res list for an edit (§7).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AudioInterface } from '@crosspoint/protocol/entities/audio-interface';
import type { Port } from '@crosspoint/protocol/entities/port';
import { stubServer, type FakeServer } from '../../../test/fake-server';
import { makeDevice } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render-app';
import { PortsPage } from './ports-page';

const fourWire: AudioInterface = {
  audioInterface_id: 256,
  res: '/api/1/devices/1/interfaces/256',
  device_id_Device: 1,
  type: '4W',
  longName: '4-Wire',
  portCount: 2,
  hwIndex: 0,
  settings: {},
  liveStatus: {},
};
const port = (n: number, inputGain: number): Port => ({
  port_id: 65536 + n,
  res: `/api/1/devices/1/interfaces/256/ports/${65536 + n}`,
  port_label: `4W ${'AB'[n]}`,
  port_desc: 'AB'[n] ?? '',
  port_config_type: '4W',
  port_hwIndex: n,
  device_id: 1,
  audioInterface_id_AudioInterface: 256,
  audioInterfaceType_shortName: '4W',
  audioInterfaceType_longName: '4-Wire',
  port_settings: { inputGain, outputGain: 0 },
  port_connections: {},
  liveStatus: { online: true, responding: true },
});

/** Opens a merged select and picks an option of its own list (Mantine renders every list). */
async function choose(testId: string, option: string): Promise<void> {
  const input = await screen.findByTestId(testId);
  fireEvent.click(input);
  const list = await waitFor(() => {
    const found = document.getElementById(input.getAttribute('aria-controls') ?? '');
    if (!found) throw new Error(`no list for ${testId}`);
    return found;
  });
  fireEvent.click(within(list).getByRole('option', { name: option, hidden: true }));
}

let server: FakeServer;
beforeEach(() => {
  server = stubServer();
  server.reply('GET', '/api/2/devices/1', {
    body: makeDevice({ device_id: 1, deviceType_name: 'LQ-4W2' }),
  });
  server.reply('GET', '/api/2/devices', { body: [makeDevice()] });
  server.reply('GET', '/api/1/devices/1/interfaces', { body: [fourWire] });
  server.reply('GET', '/api/1/devices/1/interfaces/256/ports', { body: [port(0, 9), port(1, 0)] });
  server.reply('PUT', '/api/1/devices/1/interfaces/256/ports', { body: { ok: true } });
});

describe('PortsPage', () => {
  it('merges the selected ports and applies an edit to all of them in one call', async () => {
    renderWithProviders(<PortsPage deviceId={1} />, '/view/device/1/ports?pId=65536,65537');
    expect(await screen.findByTestId('port-title')).toHaveTextContent('2 ports selected');
    const gain = screen.getByTestId('section-gain');
    expect(within(gain).getAllByText('Multiple values').length).toBeGreaterThan(0);
    await choose('input-gain', '-3 dB');
    await waitFor(() => expect(server.calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    expect(server.calls.find((c) => c.method === 'PUT')?.body).toEqual({
      res: [
        '/api/1/devices/1/interfaces/256/ports/65536',
        '/api/1/devices/1/interfaces/256/ports/65537',
      ],
      inputGain: -3,
    });
  });

  it('shows the server message under the spec title when the edit is refused', async () => {
    server.reply('PUT', '/api/1/devices/1/interfaces/256/ports', {
      status: 400,
      body: { ok: false, message: '4W A: inputGain 4 is not allowed' },
    });
    renderWithProviders(<PortsPage deviceId={1} />, '/view/device/1/ports?pId=65536');
    await choose('input-gain', '+12 dB');
    const error = await screen.findByTestId('port-update-error');
    expect(error).toHaveTextContent('Failed to update the port.');
    expect(error).toHaveTextContent('4W A: inputGain 4 is not allowed');
  });
});
