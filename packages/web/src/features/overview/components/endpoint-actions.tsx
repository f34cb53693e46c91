import { memo, useEffect, useRef, useState } from 'react';
import { ActionIcon, Badge, Group, Menu } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { MESSAGES } from '@crosspoint/protocol/messages';
import { RMK_INDICATOR_MS } from '@crosspoint/protocol/rules/endpoint-actions';
import { useEndpointAction } from '../api/endpoint-action';
import { useOpenEndpointDialog } from '../hooks/endpoint-dialog-context';
import classes from './endpoint-row.module.css';

/** Shows a failed call: the title and the server's message (device spec §8). */
export function notifyFailure(title: string, error: Error): void {
  notifications.show({ color: 'red', title, message: error.message || MESSAGES.noResponse });
}

/**
 * The actions of one endpoint row (device spec §2 "Overview page"): remote mic kill with its
 * 3-second indicator, call signal, configuration, cable lengths (antennas) and delete.
 */
export const EndpointActions = memo(function EndpointActions({
  id,
  deviceId,
  label,
  online,
  antenna,
}: {
  id: number;
  deviceId: number;
  label: string;
  online: boolean;
  antenna: boolean;
}) {
  const open = useOpenEndpointDialog();
  const action = useEndpointAction({ deviceId, endpointId: id });
  const [micKilled, setMicKilled] = useState(false);
  // The menu is mounted on first use: 200 idle Mantine menus cost the overview more than half
  // its main-thread time under live load (bench/overview-live.ts).
  const [armed, setArmed] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const remoteMicKill = (): void => {
    action.mutate(
      { action: 'rmk' },
      {
        onSuccess: () => {
          setMicKilled(true);
          clearTimeout(timer.current);
          timer.current = setTimeout(() => setMicKilled(false), RMK_INDICATOR_MS);
        },
        onError: (error) => notifyFailure(MESSAGES.failedRmk, error),
      },
    );
  };

  return (
    <Group gap={6} wrap="nowrap" justify="flex-end">
      {micKilled && (
        <Badge color="red" variant="filled" data-testid={`rmk-indicator-${id}`}>
          Mic killed
        </Badge>
      )}
      {!armed ? (
        <button
          type="button"
          className={classes.actionsButton}
          aria-label={`Actions for ${label}`}
          aria-haspopup="menu"
          onClick={() => setArmed(true)}
          data-testid={`endpoint-actions-${id}`}
        >
          ⋮
        </button>
      ) : (
        <Menu position="bottom-end" withinPortal defaultOpened>
          <Menu.Target>
            <ActionIcon
              variant="subtle"
              aria-label={`Actions for ${label}`}
              data-testid={`endpoint-actions-${id}`}
            >
              ⋮
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            {!antenna && (
              <Menu.Item disabled={!online} onClick={remoteMicKill} data-testid={`rmk-${id}`}>
                Remote mic kill
              </Menu.Item>
            )}
            {!antenna && (
              <Menu.Item
                disabled={!online}
                onClick={() => open({ kind: 'callSignal', endpointId: id })}
                data-testid={`call-signal-${id}`}
              >
                Call signal…
              </Menu.Item>
            )}
            <Menu.Item
              onClick={() => open({ kind: 'config', endpointId: id })}
              data-testid={`configure-${id}`}
            >
              Configure…
            </Menu.Item>
            {antenna && (
              <Menu.Item
                onClick={() => open({ kind: 'cableLengths', endpointId: id })}
                data-testid={`cable-lengths-${id}`}
              >
                Cable lengths…
              </Menu.Item>
            )}
            <Menu.Divider />
            <Menu.Item
              color="red"
              onClick={() => open({ kind: 'delete', endpointId: id })}
              data-testid={`delete-${id}`}
            >
              Delete…
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      )}
    </Group>
  );
});
