import type { ReactNode } from 'react';
import { Alert } from '@mantine/core';
import { linkGroupFeaturesMessage } from '@crosspoint/protocol/rules/link-group';
import { useDevice } from '../lib/queries/device';

/**
 * Link-group screens (connections, roles, accounts) on a member whose master is unreachable:
 * ports spec §8 "Master unreachable: 'Connection to Link-Master lost: Use of this feature is
 * disabled'". The screen is replaced by the message until the master is back (the device
 * list is live, so it returns by itself).
 */
export function LinkGroupGuard({ children }: { children: ReactNode }) {
  const host = useDevice(0);
  const message = host.data ? linkGroupFeaturesMessage(host.data) : null;
  if (message !== null) {
    return (
      <Alert role="alert" color="orange" data-testid="link-group-disabled">
        {message}
      </Alert>
    );
  }
  return <>{children}</>;
}
