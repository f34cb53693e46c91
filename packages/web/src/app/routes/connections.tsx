import { LinkGroupGuard } from '../../components/link-group-guard';
import { ConnectionsPage } from '../../features/connections/components/connections-page';

/** /view/connections, /view/lqconnections and /view/conn: connection assignment (ports spec §2). */
export function ConnectionsRoute() {
  return (
    <LinkGroupGuard>
      <ConnectionsPage />
    </LinkGroupGuard>
  );
}
