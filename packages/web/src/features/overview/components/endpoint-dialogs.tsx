import { useCallback, useState } from 'react';
import type { ReactNode } from 'react';
import { Modal } from '@mantine/core';
import type { Endpoint } from '@crosspoint/protocol/entities/endpoint';
import { formatEndpointId } from '@crosspoint/protocol/rules/ids';
import { useLiveStatus } from '../../../lib/live-provider';
import { EndpointDialogContext } from '../hooks/endpoint-dialog-context';
import type { EndpointDialogRequest } from '../hooks/endpoint-dialog-context';
import { useEndpoint } from '../hooks/use-endpoint';
import { CableLengthsForm } from './cable-lengths-dialog';
import { CallSignalForm } from './call-signal-form';
import { DeleteEndpointForm } from './delete-endpoint-form';
import { EndpointConfigBody } from './endpoint-config-body';

/** The configuration dialog's title per family (device spec §2 "Modals"). */
function configTitle(endpoint: Endpoint): string {
  switch (endpoint.type) {
    case 'FSII-BP':
      return 'FreeSpeak II beltpack configuration';
    case 'FSII-Antenna':
      return 'FreeSpeak II antenna configuration';
    case 'LQ-AIC':
      return 'Agent-IC configuration';
    default:
      return 'HelixNet endpoint configuration';
  }
}

/**
 * Holds the one open endpoint dialog for the overview's rows. device spec §2: "Endpoint modals
 * close when the live socket disconnects"; a dialog whose endpoint leaves the list closes too.
 */
export function EndpointDialogs({ children }: { children: ReactNode }) {
  const [request, setRequest] = useState<EndpointDialogRequest | null>(null);
  const endpoint = useEndpoint(request?.endpointId);
  const live = useLiveStatus();
  const close = useCallback(() => setRequest(null), []);
  const open = request !== null && endpoint !== undefined && live === 'connected';

  let title = '';
  let body: ReactNode = null;
  if (open) {
    const name = `${endpoint.label} (${formatEndpointId(endpoint.id)})`;
    switch (request.kind) {
      case 'config':
        title = `${configTitle(endpoint)}: ${name}`;
        body = (
          <EndpointConfigBody
            endpoint={endpoint}
            onClose={close}
            onOpen={(kind) => setRequest({ kind, endpointId: endpoint.id })}
          />
        );
        break;
      case 'cableLengths':
        title = `FreeSpeak II antenna cable lengths: ${name}`;
        body = <CableLengthsForm endpoint={endpoint} onSaved={close} />;
        break;
      case 'callSignal':
        title = `Call signal to ${name}`;
        body = <CallSignalForm endpoint={endpoint} onDone={close} />;
        break;
      case 'delete':
        title = `Delete endpoint ${name}`;
        body = <DeleteEndpointForm endpoint={endpoint} onCancel={close} />;
        break;
    }
  }

  return (
    <EndpointDialogContext value={setRequest}>
      {children}
      <Modal opened={open} onClose={close} title={title} size="lg" data-testid="endpoint-dialog">
        {body}
      </Modal>
    </EndpointDialogContext>
  );
}
