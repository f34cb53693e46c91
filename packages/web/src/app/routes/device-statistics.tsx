import { StatisticsPage } from '../../features/port-statistics/components/statistics-page';
import { useRouteDeviceId } from '../../lib/route-data';

/** /view/device/{deviceId}/statistics (device spec §2, ports spec §2 "Statistics"). */
export function DeviceStatisticsRoute() {
  const deviceId = useRouteDeviceId();
  return <StatisticsPage key={deviceId} deviceId={deviceId} />;
}
