import { Button, Card, Grid, Group, Progress, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconBarcode, IconPackage, IconPlus } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { QueryStatus } from '~/components/QueryStatus';
import type { Shipment, UnpackedItem } from '~/contract/lister';
import { plural } from '~/lib/plural';
import { toScanEvent, useWedgeScanner } from '~/scanning';
import { BoxDetail } from './BoxDetail';
import { BoxingLogPanel } from './BoxingLogPanel';
import { BoxingErrorAlert } from './BoxingErrorAlert';
import { unitsLeft } from './boxRules';
import { BoxList, weighedBoxDetails } from './BoxList';
import { BoxSizeForm } from './BoxSizeForm';
import { UnpackedPanel } from './UnpackedPanel';
import { useBoxingScreen, type BoxingScope } from './useBoxingScreen';

const EMPTY_SIZE = { length: null, width: null, height: null, weight: null };

interface BoxingWorkspaceProps {
  scope: BoxingScope;
  shipment: Shipment;
  boxId: number | null;
  onSelectionChange(boxId: number | null): void;
}

/**
 * Two halves for a warehouse tablet or a desktop: what is left to pack on the left, the boxes on
 * the right. A wedge scanner's FNSKU (or ISBN) puts one unit into the selected box.
 */
export function BoxingWorkspace({ scope, shipment: loadedShipment, boxId, onSelectionChange }: BoxingWorkspaceProps) {
  const { state, actions, queries, search, busy, submitting } = useBoxingScreen(scope, boxId, onSelectionChange);
  const shipment = state.shipment ?? loadedShipment;
  const selectedBox = state.boxes.find((box) => box.id === state.selectedBoxId);
  const [code, setCode] = useState('');
  useWedgeScanner(
    useCallback(
      (scan) => {
        setCode('');
        void actions.scan(scan);
      },
      [actions],
    ),
  );
  const left = useCallback((item: UnpackedItem) => unitsLeft(item, scope.shipmentId), [scope.shipmentId]);
  const { unpacked } = queries;
  // Stable, so that the memoised rows of the items to pack keep their render.
  const onAdd = useCallback((item: UnpackedItem, quantity: number) => void actions.add(item, quantity), [actions]);
  const onSetQuantity = useCallback((item: UnpackedItem, quantity: number) => void actions.setQuantity(item, quantity), [actions]);
  const packed = shipment.itemQuantity === 0 ? 0 : Math.round((shipment.boxedQuantity / shipment.itemQuantity) * 100);

  return (
    <Stack gap="md">
      <Card withBorder padding="sm">
        <Group justify="space-between" align="flex-end">
          <div>
            <Text size="sm" c="dimmed">
              {shipment.shipmentCode} → {shipment.destination}
            </Text>
            <Title order={2} size="h3">
              {shipment.name}
            </Title>
          </div>
          <Stack gap={4} miw={220} style={{ flex: 1, maxWidth: 420 }}>
            <Text size="sm" data-testid="shipment-progress">
              {shipment.boxedQuantity} of {plural(shipment.itemQuantity, 'unit')} boxed · {plural(shipment.boxCount, 'box', 'boxes')}
            </Text>
            <Progress value={packed} aria-label="Units boxed" />
            {state.summary && (
              <Text size="xs" c="dimmed">
                Session: {plural(state.summary.itemQuantity, 'unit')}, {state.summary.boxedQuantity} boxed, {plural(state.summary.boxCount, 'box', 'boxes')}
              </Text>
            )}
          </Stack>
          <Button size="md" color="green" loading={submitting} onClick={() => void actions.submit()}>
            Submit boxes
          </Button>
        </Group>
      </Card>

      {state.error && <BoxingErrorAlert error={state.error} onDismiss={actions.dismissError} />}

      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Card withBorder padding="sm" component="section" aria-label="Items to pack">
            <Title order={3} size="h4" mb="xs">
              Items to pack
            </Title>
            <QueryStatus query={unpacked} what="items to pack" rows={4} />
            <UnpackedPanel
              items={state.unpacked}
              totalSize={state.unpackedTotal}
              left={left}
              checkedIds={state.checkedUnpackedIds}
              search={search.unpacked}
              onSearch={search.setUnpacked}
              onToggle={actions.toggleUnpacked}
              onCheckAll={actions.setCheckedUnpacked}
              onAdd={onAdd}
              onSetQuantity={onSetQuantity}
              onAddChecked={() => void actions.addChecked()}
              canAdd={selectedBox !== undefined}
              hasMore={unpacked.hasNextPage}
              loadingMore={unpacked.isFetchingNextPage}
              onLoadMore={() => {
                if (!unpacked.isFetchingNextPage) void unpacked.fetchNextPage();
              }}
              loading={unpacked.isPending || state.reload.unpacked}
            />
            {!selectedBox && state.unpacked.length > 0 && (
              <Text size="sm" c="dimmed" mt="xs">
                Select or make a box to add items to it.
              </Text>
            )}
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Stack gap="md">
            <Card withBorder padding="sm" component="section" aria-label="Boxes">
              <Stack gap="sm">
                <Title order={3} size="h4">
                  Boxes
                </Title>
                <form
                  aria-label="Scan into the box"
                  onSubmit={(event) => {
                    event.preventDefault();
                    if (code.trim()) void actions.scan(toScanEvent(code, 'manual'));
                    setCode('');
                  }}
                >
                  <TextInput
                    label="Scan or type an FNSKU or ISBN"
                    description={selectedBox ? `One unit goes into ${selectedBox.name}` : 'Select a box first'}
                    leftSection={<IconBarcode size={16} aria-hidden />}
                    value={code}
                    onChange={(event) => setCode(event.currentTarget.value)}
                    autoComplete="off"
                  />
                </form>
                <QueryStatus query={queries.boxes} what="boxes" rows={2} />
                <BoxList boxes={state.boxes} selectedBoxId={state.selectedBoxId} onSelect={actions.selectBox} details={weighedBoxDetails} />
                <BoxSizeForm
                  name="New box"
                  initial={EMPTY_SIZE}
                  submitLabel="New box"
                  icon={<IconPlus size={16} aria-hidden />}
                  onSubmit={actions.createBox}
                  resetOnSave
                />
              </Stack>
            </Card>
            {selectedBox ? (
              <Card withBorder padding="sm">
                <BoxDetail
                  box={selectedBox}
                  items={state.boxItems}
                  otherBoxes={state.boxes.filter((box) => box.id !== selectedBox.id)}
                  selectedItemIds={state.selectedItemIds}
                  search={search.box}
                  onSearch={search.setBox}
                  onToggle={actions.toggleItem}
                  onSelectAll={actions.setSelectedItems}
                  onRemove={(entry) => void actions.removeFromBox(entry)}
                  onMove={actions.moveSelected}
                  onRemoveFromSession={actions.removeSelectedFromSession}
                  onSaveSize={(size) => actions.updateBox(selectedBox.id, size)}
                  onDelete={() => actions.deleteBox(selectedBox.id)}
                  busy={busy}
                />
              </Card>
            ) : (
              state.boxes.length > 0 && (
                <Text size="sm" c="dimmed">
                  <IconPackage size={14} aria-hidden /> Select a box to see and change what is in it.
                </Text>
              )
            )}
          </Stack>
        </Grid.Col>
      </Grid>

      <Card withBorder padding="sm" component="section" aria-label="Log">
        <Title order={3} size="h4" mb="xs">
          Log
        </Title>
        <BoxingLogPanel log={state.log} />
      </Card>
    </Stack>
  );
}
