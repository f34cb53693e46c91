import { Modal, Text } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { loadPage } from '../../../lib/browser-navigation';
import { PasswordForm } from './password-form';

/**
 * device spec §2/§6: "A URL flag changePassword=1 forces the password change flow"; "when
 * changePassword=1 is in the URL, the user is redirected to the root after the change". The
 * dialog cannot be dismissed.
 */
export function ForcedPasswordChange() {
  const [params] = useSearchParams();
  if (params.get('changePassword') !== '1') return null;
  return (
    <Modal
      opened
      onClose={() => undefined}
      withCloseButton={false}
      closeOnEscape={false}
      closeOnClickOutside={false}
      title="Change the administrator password"
      centered
    >
      <Text size="sm" mb="sm">
        The administrator password must be changed before you continue.
      </Text>
      <PasswordForm onChanged={() => loadPage('/')} />
    </Modal>
  );
}
