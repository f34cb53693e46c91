import { Stack, Title } from '@mantine/core';
import { PasswordForm } from './password-form';

/** The admin password section of the General tab (device spec §6). */
export function PasswordSection() {
  return (
    <Stack gap="xs" data-testid="password-section">
      <Title order={2} size="h4">
        Administrator password
      </Title>
      <PasswordForm />
    </Stack>
  );
}
