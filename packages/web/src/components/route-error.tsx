import { Alert, Anchor } from '@mantine/core';
import { useRouteError } from 'react-router';

/** Last resort for an unexpected failure while rendering a page: say so, offer a way out. */
export function RouteError() {
  const error = useRouteError();
  const message = error instanceof Error ? error.message : 'Unexpected error.';
  return (
    <Alert
      role="alert"
      color="red"
      title="This page could not be shown"
      m="md"
      data-testid="route-error"
    >
      {message} <Anchor href="/view/devices">Back to the device list</Anchor>
    </Alert>
  );
}
