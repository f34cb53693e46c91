import { createContext, useContext } from 'react';

/** The endpoint dialogs of device spec §2 "Modals" reachable from an endpoint row. */
export type EndpointDialogKind = 'config' | 'cableLengths' | 'callSignal' | 'delete';

export interface EndpointDialogRequest {
  kind: EndpointDialogKind;
  endpointId: number;
}

type OpenDialog = (request: EndpointDialogRequest) => void;

/**
 * Opens an endpoint dialog. A context rather than a prop so memoized rows keep their props:
 * the function never changes.
 */
export const EndpointDialogContext = createContext<OpenDialog>(() => undefined);

export function useOpenEndpointDialog(): OpenDialog {
  return useContext(EndpointDialogContext);
}
