// device spec §2/§6: "A URL flag changePassword=1 forces the password change flow"; "the user
// is redirected to the root after the change"; §5 'Password mismatch'; §8 'Failed to modify
// password.' with the server message.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { MESSAGES } from '@crosspoint/protocol/messages';
import { loadPage } from '../../../lib/browser-navigation';
import { stubServer, type FakeServer } from '../../../test/fake-server';
import { renderWithProviders } from '../../../test/render-app';
import { ForcedPasswordChange } from './forced-password-change';

vi.mock('../../../lib/browser-navigation', () => ({ loadPage: vi.fn(), reloadPage: vi.fn() }));

let server: FakeServer;
beforeEach(() => {
  server = stubServer();
  vi.mocked(loadPage).mockClear();
});

function fill(oldPassword: string, next: string, confirm: string): void {
  fireEvent.change(screen.getByTestId('password-old'), { target: { value: oldPassword } });
  fireEvent.change(screen.getByTestId('password-new'), { target: { value: next } });
  fireEvent.change(screen.getByTestId('password-confirm'), { target: { value: confirm } });
}

describe('forced password change', () => {
  it('is not shown without the flag', () => {
    renderWithProviders(<ForcedPasswordChange />, '/view/devices');
    expect(screen.queryByTestId('password-form')).not.toBeInTheDocument();
  });

  it('cannot be dismissed, refuses a mismatch, then changes and goes to the root', async () => {
    server.reply('PUT', '/api/1/users/admin', { body: { ok: true } });
    renderWithProviders(<ForcedPasswordChange />, '/view/devices?changePassword=1');
    expect(await screen.findByTestId('password-form')).toBeInTheDocument();
    fireEvent.keyDown(screen.getByTestId('password-form'), { key: 'Escape' });
    expect(screen.getByTestId('password-form')).toBeInTheDocument();
    fill('old', 'n3w', 'n3x');
    expect(screen.getByText(MESSAGES.passwordMismatch)).toBeInTheDocument();
    expect(screen.getByTestId('password-save')).toBeDisabled();
    fill('old', 'n3w', 'n3w');
    fireEvent.click(screen.getByTestId('password-save'));
    await waitFor(() => expect(loadPage).toHaveBeenCalledWith('/'));
    expect(server.calls).toContainEqual({
      method: 'PUT',
      path: '/api/1/users/admin',
      body: { oldPassword: 'old', newPassword: 'n3w' },
    });
  });

  it('shows the title and the server message when the change is refused', async () => {
    server.reply('PUT', '/api/1/users/admin', {
      status: 400,
      body: { ok: false, message: MESSAGES.wrongOldPassword },
    });
    renderWithProviders(<ForcedPasswordChange />, '/?changePassword=1');
    await screen.findByTestId('password-form');
    fill('bad', 'n3w', 'n3w');
    fireEvent.click(screen.getByTestId('password-save'));
    const error = await screen.findByTestId('password-error');
    expect(error).toHaveTextContent(MESSAGES.failedPassword);
    expect(error).toHaveTextContent(MESSAGES.wrongOldPassword);
    expect(loadPage).not.toHaveBeenCalled();
  });
});
