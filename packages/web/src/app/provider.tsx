import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { LiveProvider } from '../lib/live-provider';
import type { LiveSocket } from '../lib/live-client';

export interface AppProviderProps {
  queryClient: QueryClient;
  children: ReactNode;
  /** Opens the live socket; tests pass a fake. */
  openSocket?: () => LiveSocket;
}

/** Theme, notifications, server state and the live connection, around the whole console. */
export function AppProvider({ queryClient, children, openSocket }: AppProviderProps) {
  return (
    <MantineProvider>
      <Notifications />
      <QueryClientProvider client={queryClient}>
        <LiveProvider openSocket={openSocket}>{children}</LiveProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
