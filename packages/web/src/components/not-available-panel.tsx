import { Alert, Text } from '@mantine/core';

export interface NotAvailablePanelProps {
  /** The screen's name, e.g. 'Roles'. */
  title: string;
  /** What the screen will let the user do, per the spec. */
  purpose: string;
}

/**
 * Stands in for a screen of the specs that is not built yet: it says what will be there and
 * that it is not available in this version, rather than pretending with an empty page.
 */
export function NotAvailablePanel({ title, purpose }: NotAvailablePanelProps) {
  return (
    <Alert color="gray" variant="light" title={title} data-testid="not-available">
      <Text size="sm">{purpose}</Text>
      <Text size="sm" mt="xs" fw={500}>
        This screen is not available yet in this version of Crosspoint.
      </Text>
    </Alert>
  );
}
