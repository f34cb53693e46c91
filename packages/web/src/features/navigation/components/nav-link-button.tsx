import { Button } from '@mantine/core';
import { Link } from 'react-router';

export interface NavLinkButtonProps {
  to: string;
  label: string;
  active: boolean;
  testId: string;
}

/** A navigation bar entry; the active one says so to assistive technology too. */
export function NavLinkButton({ to, label, active, testId }: NavLinkButtonProps) {
  return (
    <Button
      component={Link}
      to={to}
      variant={active ? 'filled' : 'subtle'}
      aria-current={active ? 'page' : undefined}
      data-testid={testId}
      data-active={active || undefined}
    >
      {label}
    </Button>
  );
}
