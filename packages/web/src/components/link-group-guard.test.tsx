// ports spec §8 "Master unreachable: 'Connection to Link-Master lost: Use of this feature is
// disabled'" on link-group screens of a member.
import { beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { MESSAGES } from '@crosspoint/protocol/messages';
import { stubServer, type FakeServer } from '../test/fake-server';
import { makeDevice } from '../test/fixtures';
import { renderWithProviders } from '../test/render-app';
import { LinkGroupGuard } from './link-group-guard';

let server: FakeServer;
beforeEach(() => {
  server = stubServer();
});

describe('LinkGroupGuard', () => {
  it.each([
    { linking: 'linkMember' as const, reachable: false, disabled: true },
    { linking: 'linkMember' as const, reachable: true, disabled: false },
    { linking: 'disabled' as const, reachable: true, disabled: false },
  ])('$linking with master reachable $reachable', async ({ linking, reachable, disabled }) => {
    server.reply('GET', '/api/2/devices/0', {
      body: makeDevice({ device_linking: linking, device_masterReachable: reachable }),
    });
    renderWithProviders(
      <LinkGroupGuard>
        <p>Connections screen</p>
      </LinkGroupGuard>,
    );
    if (disabled) {
      expect(await screen.findByTestId('link-group-disabled')).toHaveTextContent(
        MESSAGES.masterLostFeatureDisabled,
      );
      expect(screen.queryByText('Connections screen')).toBeNull();
    } else {
      expect(await screen.findByText('Connections screen')).toBeInTheDocument();
      expect(screen.queryByTestId('link-group-disabled')).toBeNull();
    }
  });
});
