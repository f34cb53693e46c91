// device spec §2 General: date and time (§5 "a date/time difference over 15 minutes shows a
// warning", §7 getDateTime/setDateTime, §8 titles) and restore (§8 "server message or 'An
// unexpected error occured during the restore.'; success 'Successfully restored roles and
// channels.'").
import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { MESSAGES } from '@crosspoint/protocol/messages';
import { stubServer, type FakeServer } from '../../../test/fake-server';
import { renderWithProviders } from '../../../test/render-app';
import { DateTimeSection } from './date-time-section';
import { RestoreSection } from './restore-section';

let server: FakeServer;
beforeEach(() => {
  server = stubServer();
});

describe('date and time', () => {
  it.each([
    { offsetMinutes: 16, warned: true },
    { offsetMinutes: -16, warned: true },
    { offsetMinutes: 14, warned: false },
  ])('device $offsetMinutes min away → warning $warned', async ({ offsetMinutes, warned }) => {
    const wbsDateTime = new Date(Date.now() + offsetMinutes * 60_000).toISOString();
    server.reply('GET', '/api/1/devices/1/getDateTime', { body: { wbsDateTime } });
    renderWithProviders(<DateTimeSection deviceId={1} />);
    await screen.findByTestId('device-date-time');
    expect(screen.queryByTestId('clock-drift-warning') !== null).toBe(warned);
  });

  it("sets the device to this computer's time", async () => {
    server.reply('GET', '/api/1/devices/1/getDateTime', {
      body: { wbsDateTime: '2030-01-01T00:00:00.000Z' },
    });
    server.reply('POST', '/api/1/devices/1/setDateTime', { body: { ok: true } });
    renderWithProviders(<DateTimeSection deviceId={1} />);
    fireEvent.click(await screen.findByTestId('date-time-sync'));
    await waitFor(() => expect(server.calls.some((c) => c.method === 'POST')).toBe(true));
    const sent = server.calls.find((c) => c.method === 'POST')?.body as { dateTime: string };
    expect(Math.abs(Date.parse(sent.dateTime) - Date.now())).toBeLessThan(5_000);
  });

  it('shows the titles when reading or setting fails', async () => {
    server.reply('GET', '/api/1/devices/1/getDateTime', 'network-error');
    server.reply('POST', '/api/1/devices/1/setDateTime', {
      status: 400,
      body: { ok: false, message: MESSAGES.dateTimeInvalid },
    });
    renderWithProviders(<DateTimeSection deviceId={1} />);
    expect(await screen.findByTestId('date-time-read-error')).toHaveTextContent(
      MESSAGES.failedGetDateTime,
    );
    fireEvent.click(screen.getByTestId('date-time-sync'));
    const error = await screen.findByTestId('date-time-set-error');
    expect(error).toHaveTextContent(MESSAGES.failedSetDateTime);
    expect(error).toHaveTextContent(MESSAGES.dateTimeInvalid);
  });
});

describe('restore', () => {
  const choose = async (): Promise<void> => {
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (input === null) throw new Error('no file input');
    const file = new File(['x'], 'backup.tar.gz', { type: 'application/gzip' });
    fireEvent.change(input, { target: { files: [file] } });
    await Promise.resolve();
  };

  it('uploads as soon as a file is chosen and says so', async () => {
    server.reply('POST', '/api/2/devices/restore', {
      body: { ok: true, message: MESSAGES.restoreSuccess },
    });
    renderWithProviders(<RestoreSection />);
    await screen.findByTestId('restore-section');
    await choose();
    expect(await screen.findByTestId('restore-success')).toHaveTextContent(MESSAGES.restoreSuccess);
  });

  it('shows the server message', async () => {
    server.reply('POST', '/api/2/devices/restore', {
      status: 400,
      body: { ok: false, message: 'Invalid backup file: bad' },
    });
    renderWithProviders(<RestoreSection />);
    await screen.findByTestId('restore-section');
    await choose();
    expect(await screen.findByTestId('restore-error')).toHaveTextContent(
      'Invalid backup file: bad',
    );
  });

  it('falls back to the spec text without an answer', async () => {
    server.reply('POST', '/api/2/devices/restore', 'network-error');
    renderWithProviders(<RestoreSection />);
    await screen.findByTestId('restore-section');
    await choose();
    expect(await screen.findByTestId('restore-error')).toHaveTextContent(
      MESSAGES.restoreUnexpected,
    );
  });
});
