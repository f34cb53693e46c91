import { OverviewPage } from '../../features/overview/components/overview-page';

/** / and /view/devices: the overview. */
export function OverviewRoute() {
  return <OverviewPage />;
}
