import { AppShell } from '@mantine/core';
import { Outlet } from 'react-router';
import { NavigationBar } from '../../features/navigation/components/navigation-bar';
import { LiveStatusAlert } from '../../components/live-status-alert';
import { RestartProgress } from '../../components/restart-progress';
import { ForcedPasswordChange } from '../../features/admin-password/components/forced-password-change';

/** Every page: the navigation bar, the live connection's alert, then the page. */
export function RootLayout() {
  return (
    <AppShell header={{ height: 60 }} padding="md">
      <AppShell.Header>
        <NavigationBar />
      </AppShell.Header>
      <AppShell.Main>
        <LiveStatusAlert />
        <Outlet />
        <RestartProgress />
        <ForcedPasswordChange />
      </AppShell.Main>
    </AppShell>
  );
}
