import { Button, Card, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { IconPackage, IconPlus } from '@tabler/icons-react';
import { QueryStatus } from '~/components/QueryStatus';
import type { ListingSession } from '~/contract/lister';
import { plural } from '~/lib/plural';
import { useWedgeScanner } from '~/scanning';
import { BoxingErrorAlert } from '../boxing/BoxingErrorAlert';
import { BoxingLogPanel } from '../boxing/BoxingLogPanel';
import { BoxList } from '../boxing/BoxList';
import { StaBoxDetail } from './StaBoxDetail';
import { useStaBoxes } from './useStaBoxes';

/**
 * Send-to-marketplace boxes (spec 7.2 lister/sta): the open session's units packed into boxes
 * before the plan. Boxes on one side, the selected box on the other; a wedge scanner's ISBN or
 * FNSKU puts one unit into the selected box.
 */
export function StaBoxesPanel({ session }: { session: ListingSession }) {
  const { queries, selectedBox, sessionItems, log, error, actions, busy, creating } = useStaBoxes(session.id);
  useWedgeScanner((scan) => void actions.scan(scan));

  return (
    <Stack gap="md">
      {error && <BoxingErrorAlert error={error} onDismiss={actions.dismissError} />}
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Card withBorder padding="sm" component="section" aria-label="Boxes">
            <Stack gap="sm">
              <Group justify="space-between">
                <Title order={3} size="h4">
                  Boxes
                </Title>
                <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => void actions.createBox()} loading={creating}>
                  New box
                </Button>
              </Group>
              <Text size="sm" data-testid="sta-packed">
                {session.boxedQuantity} of {plural(session.itemQuantity, 'unit')} in boxes
              </Text>
              <QueryStatus query={queries.boxes} what="boxes" rows={2} />
              {queries.boxes.data && <BoxList boxes={queries.boxes.data} selectedBoxId={selectedBox?.id ?? null} onSelect={actions.selectBox} />}
            </Stack>
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          {selectedBox ? (
            <Card withBorder padding="sm">
              <StaBoxDetail
                box={selectedBox}
                contents={queries.box}
                sessionItemsQuery={queries.items}
                sessionItems={sessionItems}
                busy={busy}
                onAdd={actions.add}
                onScan={(scan) => void actions.scan(scan)}
                onSetQty={(item, qty) => void actions.setQty(item, qty)}
                onRemove={(item) => void actions.removeItem(item)}
                onExclude={actions.exclude}
                onDelete={actions.deleteBox}
              />
            </Card>
          ) : (
            queries.boxes.data?.length !== 0 && (
              <Text size="sm" c="dimmed">
                <IconPackage size={14} aria-hidden /> Select a box to see and change what is in it.
              </Text>
            )
          )}
        </Grid.Col>
      </Grid>
      <Card withBorder padding="sm" component="section" aria-label="Log">
        <Title order={3} size="h4" mb="xs">
          Log
        </Title>
        <BoxingLogPanel log={log} />
      </Card>
    </Stack>
  );
}
