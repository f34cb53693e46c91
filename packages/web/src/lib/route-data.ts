import { useParams } from 'react-router';
import type { Params } from 'react-router';
import { DeviceIdParamSchema } from '@crosspoint/protocol/contract';
import { DEFAULT_ROUTE } from '@crosspoint/protocol/rules/navigation';
import { loadPage } from './browser-navigation';

/** Sends the browser to the device list with a full page load (device spec §2). */
export function leaveToDeviceList(): void {
  loadPage(DEFAULT_ROUTE);
}

/**
 * Runs a route loader's data resolution. device spec §2: "If resolving data for any page
 * fails, the user is sent to the devices list with a full page reload." The returned promise
 * then never settles, so the router keeps the current page until the reload replaces it,
 * instead of flashing an error. The device list itself never resolves through here (its
 * failure marks the host unreachable, spec §4), so this cannot loop.
 */
export async function resolveOrLeave<T>(resolve: () => Promise<T>): Promise<T> {
  try {
    return await resolve();
  } catch (error) {
    console.error('Could not resolve the data of this page', error);
    leaveToDeviceList();
    return new Promise<T>(() => undefined);
  }
}

/** The `:deviceId` of a route (0 is the host); throws on anything else. */
export function deviceIdParam(params: Params): number {
  return DeviceIdParamSchema.parse(params.deviceId);
}

/** The `:deviceId` of the current route, already checked by its loader. */
export function useRouteDeviceId(): number {
  return deviceIdParam(useParams());
}
