import type { ReactNode } from 'react';
import { Fieldset } from '@mantine/core';

/** One section of the port settings (ports spec §2 "Per-port sections"). */
export function PortSection({
  title,
  testId,
  children,
}: {
  title: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Fieldset legend={title} data-testid={testId} variant="filled">
      {children}
    </Fieldset>
  );
}
