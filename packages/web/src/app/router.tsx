import { createBrowserRouter, Outlet, redirect } from 'react-router';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { DEFAULT_ROUTE, resolveRoute } from '@crosspoint/protocol/rules/navigation';
import { LinkGroupGuard } from '../components/link-group-guard';
import { PageLoader } from '../components/page-loader';
import { RouteError } from '../components/route-error';
import { deviceCapabilityQueryOptions } from '../lib/queries/device-capability';
import { deviceQueryOptions } from '../lib/queries/device';
import { devicesQueryOptions } from '../lib/queries/devices';
import { deviceIdParam, resolveOrLeave } from '../lib/route-data';
import { DeviceGeneralRoute } from './routes/device-general';
import { DeviceLinkingRoute } from './routes/device-linking';
import { DeviceLayout } from './routes/device-layout';
import {
  DeviceNetworkRoute,
  DeviceStationRoute,
  DeviceWirelessRoute,
} from './routes/device-settings-tabs';
import { ConnectionsRoute } from './routes/connections';
import { OverviewRoute } from './routes/overview';
import { ComingScreen } from './routes/placeholders';
import { DevicePortsRoute, InterfacePortsRoute } from './routes/device-ports';
import { DeviceStatisticsRoute } from './routes/device-statistics';
import { RootLayout } from './routes/root-layout';

/** Unknown paths (device spec §2): to the canonical form if there is one, else the device list. */
function redirectUnknown({ request }: LoaderFunctionArgs): Response {
  const { pathname } = new URL(request.url);
  const target = resolveRoute(pathname);
  return redirect(target === pathname ? DEFAULT_ROUTE : target);
}

/** Routes whose loader always redirects render nothing (and say so to the router). */
const REDIRECT_ONLY = null;

/** Device tabs whose screens are not built yet. */
const COMING_DEVICE_TABS = ['events'] as const;
const INTERFACE_KINDS = ['4w', '4wg', '2w'] as const;

/**
 * Every route of device spec §2 and ports spec §2. Loaders resolve a page's data through the
 * query cache; a failure sends the user to the device list with a full reload.
 */
export function createRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      path: '/',
      element: <RootLayout />,
      errorElement: <RouteError />,
      hydrateFallbackElement: <PageLoader />,
      children: [
        { index: true, loader: () => redirect(DEFAULT_ROUTE), element: REDIRECT_ONLY },
        {
          path: 'view/devices',
          element: <OverviewRoute />,
          // Not awaited: a failed device list marks the host unreachable (spec §4) on the page.
          loader: () => {
            void queryClient.prefetchQuery(devicesQueryOptions());
            return null;
          },
        },
        {
          path: 'view/roles',
          element: (
            <LinkGroupGuard>
              <ComingScreen screen="roles" />
            </LinkGroupGuard>
          ),
        },
        {
          path: 'view/device/:deviceId',
          element: <DeviceLayout />,
          loader: ({ params }) =>
            resolveOrLeave(async () => {
              const deviceId = deviceIdParam(params);
              await Promise.all([
                queryClient.ensureQueryData(deviceQueryOptions(deviceId)),
                queryClient.ensureQueryData(deviceCapabilityQueryOptions(deviceId)),
              ]);
              return null;
            }),
          children: [
            { index: true, element: <DeviceGeneralRoute /> },
            { path: 'general', element: <DeviceGeneralRoute /> },
            { path: 'network', element: <DeviceNetworkRoute /> },
            { path: 'wireless', element: <DeviceWirelessRoute /> },
            { path: 'settings', element: <DeviceStationRoute /> },
            { path: 'linking', element: <DeviceLinkingRoute /> },
            { path: 'ports', element: <DevicePortsRoute /> },
            { path: 'statistics', element: <DeviceStatisticsRoute /> },
            ...COMING_DEVICE_TABS.map((tab) => ({
              path: tab,
              element: <ComingScreen screen={tab} />,
            })),
            ...INTERFACE_KINDS.map((kind) => ({
              path: `interfaces/:interfaceList/${kind}`,
              element: <InterfacePortsRoute kind={kind} />,
            })),
          ],
        },
        {
          path: 'view/accounts',
          // Link-group screens: disabled on a member that lost its master (ports spec §8).
          element: (
            <LinkGroupGuard>
              <Outlet />
            </LinkGroupGuard>
          ),
          children: [
            {
              index: true,
              loader: () => redirect('/view/accounts/aicusers'),
              element: REDIRECT_ONLY,
            },
            { path: 'aicusers', element: <ComingScreen screen="aicusers" /> },
            { path: 'ivc32/:externalDeviceId?', element: <ComingScreen screen="ivc32" /> },
            { path: 'sip/:externalDeviceId?', element: <ComingScreen screen="sip" /> },
          ],
        },
        { path: 'view/connections', element: <ConnectionsRoute /> },
        { path: 'view/lqconnections', element: <ConnectionsRoute /> },
        { path: 'view/conn', element: <ConnectionsRoute /> },
        { path: '*', loader: redirectUnknown, element: REDIRECT_ONLY },
      ],
    },
  ];
}

/** The console's router: path-style URLs in the browser's history. */
export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter(createRoutes(queryClient));
}
