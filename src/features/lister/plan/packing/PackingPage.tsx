import { Alert, Button, Grid, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconBarcode, IconSend } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useCreatePackingBox, useFinishPacking, useResendPacking, useSetUnboxedQty } from '~/api/nsession/mutations';
import { nsessionQueries, operationRunning } from '~/api/nsession/queries';
import { QueryStatus } from '~/components/QueryStatus';
import type { NsessionItem } from '~/contract/nsession';
import { toScanEvent, useWedgeScanner } from '~/scanning';
import { ConfirmDialog } from '../../listing/ConfirmDialog';
import { usePlan } from '../planContext';
import { BoxPanel } from './BoxPanel';
import { GroupCard } from './GroupCard';
import { usePackingScan } from './usePackingScan';

/**
 * Step 4: pack every unit of the accepted option's groups into boxes (spec 4: packing is complete
 * when every group that has units has all of them boxed), measure the boxes, send the packing.
 */
export function PackingPage() {
  const { session, sessionId, type } = usePlan();
  const state = useQuery(nsessionQueries.packing(sessionId));
  const items = useQuery(nsessionQueries.allItems(sessionId));
  const create = useCreatePackingBox(sessionId);
  const leaveOut = useSetUnboxedQty(sessionId);
  const finish = useFinishPacking(sessionId);
  const resend = useResendPacking(sessionId);
  const navigate = useNavigate();
  const [openBoxIds, setOpenBoxIds] = useState<Record<string, string>>({});
  const [leaving, setLeaving] = useState<NsessionItem>();
  const [sent, setSent] = useState(false);
  const [code, setCode] = useState('');
  const editable = (session.stage === 'PACKING' || (session.stage === 'PLACEMENT' && !session.placementOptionIdStr)) && !operationRunning(session);

  const groups = useMemo(() => state.data?.groups ?? [], [state.data]);
  const boxes = useMemo(() => state.data?.boxes ?? [], [state.data]);
  const byFnsku = useMemo(() => new Map((items.data ?? []).map((item) => [item.fnsku, item])), [items.data]);
  const boxed = useMemo(() => {
    const units = new Map<string, number>();
    for (const box of boxes) for (const entry of box.items) units.set(entry.fnsku, (units.get(entry.fnsku) ?? 0) + entry.quantity);
    return units;
  }, [boxes]);
  const boxedOf = useCallback((fnsku: string) => boxed.get(fnsku) ?? 0, [boxed]);
  const openBoxOf = useCallback(
    (groupId: string) => boxes.find((box) => box.idStr === openBoxIds[groupId] && box.packingGroupId === groupId) ?? boxes.find((box) => box.packingGroupId === groupId),
    [boxes, openBoxIds],
  );
  const scan = usePackingScan({ sessionId, items: items.data ?? [], groups, openBoxOf, boxedOf });
  useWedgeScanner((event) => void scan.onScan(event), { enabled: editable });
  // Rows keep one callback for their whole life (they are memoised); it calls the latest putOne.
  const putOne = useRef(scan.putOne);
  useEffect(() => {
    putOne.current = scan.putOne;
  }, [scan.putOne]);
  const onAddOne = useCallback((item: NsessionItem) => putOne.current(item), []);

  // Once the packing sent here is taken, placement is next.
  useEffect(() => {
    if (sent && session.stage === 'PLACEMENT') void navigate({ to: '/lister/session/$type/$sessionId/placement-shipping-options', params: { type, sessionId } });
  }, [navigate, sent, session.stage, sessionId, type]);

  const lastRefused = session.operation?.kind === 'SET_PACKING_INFORMATION' && session.operation.status === 'FAILED';
  const complete = state.data?.complete ?? false;
  const openBoxes = groups.map((group) => openBoxOf(group.idStr)).filter((box) => box !== undefined);

  return (
    <Stack>
      <QueryStatus query={state} what="boxes" rows={4} />
      <QueryStatus query={items} what="items" rows={1} />
      {state.data && items.data && (
        <>
          {!editable && session.placementOptionIdStr && <Text size="sm" c="dimmed">The placement is confirmed: these boxes are on their way and can no longer change.</Text>}
          {editable && (
            <form
              aria-label="Scan into the open box"
              onSubmit={(event) => {
                event.preventDefault();
                if (code.trim()) void scan.onScan(toScanEvent(code, 'manual'));
                setCode('');
              }}
            >
              <TextInput
                label="Scan or type an FNSKU or ISBN"
                description={openBoxes.length ? `One unit goes into the open box of its group (${openBoxes.map((box) => box.name).join(', ')})` : 'Open a box first'}
                leftSection={<IconBarcode size={16} aria-hidden />}
                value={code}
                onChange={(event) => setCode(event.currentTarget.value)}
                autoComplete="off"
                maw={520}
              />
            </form>
          )}
          {scan.note && (
            <Alert color={scan.note.tone === 'success' ? 'green' : 'red'} role="status" data-testid="packing-note">
              {scan.note.message}
            </Alert>
          )}
          <Grid gap="md">
            <Grid.Col span={{ base: 12, md: 7 }}>
              <Stack>
                {groups.map((group, index) => (
                  <GroupCard
                    key={group.idStr}
                    number={index + 1}
                    group={group}
                    boxes={boxes.filter((box) => box.packingGroupId === group.idStr).sort((a, b) => a.number - b.number)}
                    items={byFnsku}
                    boxedOf={boxedOf}
                    openBoxId={openBoxOf(group.idStr)?.idStr}
                    editable={editable}
                    creating={create.isPending && create.variables === group.idStr}
                    onOpenBox={(boxId) => setOpenBoxIds({ ...openBoxIds, [group.idStr]: boxId })}
                    onNewBox={() => create.mutate(group.idStr, { onSuccess: (box) => setOpenBoxIds({ ...openBoxIds, [group.idStr]: box.idStr }) })}
                    onAddOne={onAddOne}
                    onLeaveOut={setLeaving}
                  />
                ))}
              </Stack>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 5 }}>
              <Stack>
                {openBoxes.map((box) => (
                  <BoxPanel
                    key={`${box.idStr}-${box.length}-${box.width}-${box.height}-${box.weight}`}
                    sessionId={sessionId}
                    box={box}
                    groupBoxes={boxes.filter((other) => other.packingGroupId === box.packingGroupId).map((other) => ({ id: Number(other.idStr), name: other.name }))}
                    editable={editable}
                  />
                ))}
              </Stack>
            </Grid.Col>
          </Grid>
          <Group>
            {session.stage === 'PACKING' && (
              <Button
                leftSection={<IconSend size={18} />}
                disabled={!complete || !editable}
                title={complete ? undefined : 'Box every unit of every group first'}
                loading={finish.isPending || resend.isPending}
                onClick={() => (lastRefused ? resend : finish).mutate(undefined, { onSuccess: () => setSent(true) })}
              >
                {lastRefused ? 'Send packing again' : 'Finish packing'}
              </Button>
            )}
            {session.stage !== 'PACKING' && (
              <Button
                variant="default"
                renderRoot={(props) => <Link {...props} to="/lister/session/$type/$sessionId/placement-shipping-options" params={{ type, sessionId }} />}
              >
                Placement and shipping
              </Button>
            )}
          </Group>
        </>
      )}
      {leaving && (
        <ConfirmDialog
          title="Leave this book out of the plan?"
          confirmLabel="Leave out"
          busy={leaveOut.isPending}
          onClose={() => setLeaving(undefined)}
          onConfirm={() => leaveOut.mutate({ itemId: Number(leaving.idStr), newUnboxedQty: 0 }, { onSettled: () => setLeaving(undefined) })}
        >
          The marketplace does not take “{leaving.title}” into its warehouses. Its units not yet boxed leave the plan; keep the book aside.
        </ConfirmDialog>
      )}
    </Stack>
  );
}
