import { useState } from 'react';
import { Alert, Grid, Group, Loader, Stack, Switch, Tabs, Title } from '@mantine/core';
import type { Connection } from '@crosspoint/protocol/entities/connection';
import { MESSAGES } from '@crosspoint/protocol/messages';
import {
  CONNECTION_TAB_LABELS,
  connectionTabs,
  showAllForced,
  type ConnectionTab,
} from '@crosspoint/protocol/rules/connection-rules';
import { isMasterReachable, linkGroupFeaturesMessage } from '@crosspoint/protocol/rules/link-group';
import { useDevices } from '../../../lib/queries/devices';
import { useEndpoints } from '../../../lib/queries/endpoints';
import { useLinkGroupCapability } from '../../../lib/queries/link-group-capability';
import { useConnections } from '../api/get-connections';
import { useConnectionsLiveStatus } from '../api/get-connections-live-status';
import { useLinkGroupPorts } from '../api/get-link-group-ports';
import { useAssignmentSelection } from '../hooks/use-assignment-selection';
import { candidateRows, participantRows } from '../lib/assignment-view';
import { AddConnectionButtons } from './add-connection-buttons';
import { AssignmentPanel } from './assignment-panel';
import { ConnectionList } from './connection-list';
import { DeleteConnectionDialog } from './delete-connection-dialog';

const EMPTY = [] as const;

/**
 * The connection assignment screen (ports spec §2): tabs Channels, Directs, Groups and All,
 * the connections of the tab, the participants of the active one and the ports that can be
 * added. Lists refresh on `live:connections`, `live:ports` and `live:calls` flags.
 */
export function ConnectionsPage() {
  const capability = useLinkGroupCapability();
  const connections = useConnections();
  const devices = useDevices();
  const ports = useLinkGroupPorts();
  const liveStatus = useConnectionsLiveStatus();
  const endpoints = useEndpoints();
  const deviceList = devices.data ?? EMPTY;
  const tabs: ConnectionTab[] = capability.data ? connectionTabs(capability.data) : [];
  const selection = useAssignmentSelection(
    connections.data ?? EMPTY,
    tabs,
    showAllForced(deviceList.map((d) => d.deviceType_name)),
  );
  const [deleting, setDeleting] = useState<Connection | null>(null);

  const failure = capability.error ?? connections.error ?? ports.error;
  if (failure) {
    return (
      <Alert
        color="red"
        role="alert"
        title="Connections could not be loaded."
        data-testid="connections-error"
      >
        {failure.message || MESSAGES.noResponse}
      </Alert>
    );
  }
  if (!capability.data || !connections.data || !ports.data)
    return <Loader data-testid="connections-loading" />;

  const host = deviceList.find((d) => d.isHost);
  const lostMaster = host ? linkGroupFeaturesMessage(host) : null;
  const input = {
    active: selection.active,
    ports: ports.data,
    devices: deviceList,
    liveStatus: liveStatus.data ?? EMPTY,
    endpoints: endpoints.data ?? EMPTY,
  };
  const participants = participantRows(input);
  const addTypes = selection.tab === 'all' ? capability.data.connections.types : [selection.tab];

  return (
    <Stack data-testid="connections-page">
      <Group justify="space-between">
        <Title order={2}>Connections</Title>
        <Switch
          label="Show all ports"
          checked={selection.showAll}
          disabled={showAllForced(deviceList.map((d) => d.deviceType_name))}
          onChange={(event) => selection.setShowAll(event.currentTarget.checked)}
          data-testid="show-all"
        />
      </Group>
      {lostMaster && (
        <Alert color="orange" data-testid="master-lost">
          {lostMaster}
        </Alert>
      )}
      <Tabs
        value={selection.tab}
        onChange={(value) => {
          const tab = tabs.find((t) => t === value);
          if (tab) selection.selectTab(tab);
        }}
      >
        <Tabs.List aria-label="Connection types">
          {tabs.map((tab) => (
            <Tabs.Tab key={tab} value={tab} data-testid={`connections-tab-${tab}`}>
              {CONNECTION_TAB_LABELS[tab]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <Grid>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack>
            <AddConnectionButtons
              types={addTypes}
              connections={connections.data}
              capability={capability.data}
              onAdded={selection.onAdded}
            />
            <ConnectionList
              connections={selection.inTab}
              active={selection.active}
              showType={selection.tab === 'all'}
              onSelect={selection.select}
              onDelete={setDeleting}
            />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <AssignmentPanel
            active={selection.active}
            participants={participants}
            candidates={candidateRows(input)}
            showAll={selection.showAll}
          />
        </Grid.Col>
      </Grid>
      {deleting && (
        <DeleteConnectionDialog
          connection={deleting}
          portCount={participantRows({ ...input, active: deleting }).filter((p) => p.port).length}
          masterReachable={lostMaster === null && isMasterReachable(deviceList)}
          onDeleted={selection.onDeleted}
          onClose={() => setDeleting(null)}
        />
      )}
    </Stack>
  );
}
