import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { MESSAGES } from '@crosspoint/protocol/messages';
import { OFF_DELAY_OPTIONS } from '@crosspoint/protocol/rules/port-options';
import { useTestGpo } from '../../api/test-gpo';
import { MergedSelect } from '../merged-controls';
import type { SectionProps } from './section-props';
import { PortSection } from './port-section';

type Kind = 'gpis' | 'gpos';

/** Off delays of the port's logic inputs or outputs, one choice per index (ports spec §9). */
function OffDelays({ kind, ports, onPatch, busy }: SectionProps & { kind: Kind }) {
  const count = ports[0]?.port_settings[kind]?.length ?? 0;
  const name = kind === 'gpis' ? 'GPI' : 'GPO';
  return (
    <>
      {Array.from({ length: count }, (_, index) => (
        <Group key={index} align="flex-end">
          <MergedSelect
            label={`${name} ${index + 1} off delay`}
            testId={`${kind}-${index}-off-delay`}
            options={OFF_DELAY_OPTIONS.map((value) => ({ value, label: `${value} s` }))}
            values={ports.map((p) => p.port_settings[kind]?.[index]?.offDelay)}
            onChange={(offDelay) => {
              const next = Array.from({ length: count }, (_, i) => ({
                offDelay:
                  i === index ? offDelay : (ports[0]?.port_settings[kind]?.[i]?.offDelay ?? 0),
              }));
              onPatch({ [kind]: next });
            }}
            disabled={busy}
          />
          <Text size="sm" c="dimmed" data-testid={`${kind}-${index}-events`}>
            {ports.reduce((n, p) => n + (p.port_settings[kind]?.[index]?.events?.length ?? 0), 0)}{' '}
            event(s)
          </Text>
        </Group>
      ))}
    </>
  );
}

/** The GPO test of one port (ports spec §2: "A GPO test forces the state of an output"). */
function GpoTest({ port }: { port: SectionProps['ports'][number] }) {
  const test = useTestGpo();
  const states = port.liveStatus.gpos ?? [];
  const forced = states.some((s) => s.forced);
  const run = (enabled: boolean) =>
    test.mutate(
      { port, enabled },
      {
        onError: (error) =>
          notifications.show({
            color: 'red',
            title: MESSAGES.gpoTestFailed,
            message: error.message || MESSAGES.noResponse,
          }),
      },
    );
  return (
    <Group data-testid="section-gpo-test">
      <Button
        size="xs"
        onClick={() => run(true)}
        loading={test.isPending}
        data-testid="gpo-test-on"
      >
        Test GPO on
      </Button>
      <Button
        size="xs"
        variant="default"
        onClick={() => run(false)}
        disabled={test.isPending}
        data-testid="gpo-test-off"
      >
        Test GPO off
      </Button>
      <Badge color={forced ? 'orange' : 'gray'} data-testid="gpo-state">
        {forced ? `Forced ${states[0]?.status ? 'on' : 'off'}` : 'Not forced'}
      </Badge>
    </Group>
  );
}

/** GPI/GPO events and off delays of ports, and the GPO test for a single port (ports spec §2). */
export function LogicIoSection(props: SectionProps) {
  const { ports } = props;
  const has = (kind: Kind) => ports.every((p) => (p.port_settings[kind]?.length ?? 0) > 0);
  const sameCount = (kind: Kind) =>
    new Set(ports.map((p) => p.port_settings[kind]?.length)).size === 1;
  const gpis = has('gpis') && sameCount('gpis');
  const gpos = has('gpos') && sameCount('gpos');
  const [single] = ports;
  if (!gpis && !gpos) return null;
  return (
    <PortSection title="GPI/GPO events" testId="section-logic-io">
      <Stack gap="xs">
        {gpis && <OffDelays kind="gpis" {...props} />}
        {gpos && <OffDelays kind="gpos" {...props} />}
        {gpos && ports.length === 1 && single && <GpoTest port={single} />}
      </Stack>
    </PortSection>
  );
}
