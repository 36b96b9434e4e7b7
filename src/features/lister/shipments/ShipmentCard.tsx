import { Badge, Button, Card, Group, Modal, Progress, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconPackage, IconPrinter, IconTruck } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { endsSession } from '~/api/catalogue';
import { listerQueries } from '~/api/lister/queries';
import { profileQueries } from '~/api/profile/queries';
import { useAcceptShipment, useCancelShipment, useSubmitBoxContents } from '~/api/lister/shipmentMutations';
import type { Shipment, ShipmentStatus } from '~/contract/lister';
import { shipFromLines } from '~/contract/shipFrom';
import { plural } from '~/lib/plural';
import { showToast } from '~/lib/toast';
import { ShipmentWeight } from '../ShipmentWeight';
import { boxLabelsRequest } from './boxLabelsInput';
import { LtlForm, LtlQuote } from './LtlForm';

export const STATUS_COLOR: Record<ShipmentStatus, string> = {
  BOXING: 'yellow',
  BOXED: 'blue',
  SUBMITTED: 'violet',
  ACCEPTED: 'green',
  CANCELLED: 'gray',
};

/** One shipment of the session, with what can be done at its step (spec 4). */
export function ShipmentCard({ sessionId, shipment }: { sessionId: number; shipment: Shipment }) {
  const submitBox = useSubmitBoxContents();
  const accept = useAcceptShipment();
  const cancel = useCancelShipment();
  const [confirmCancel, setConfirmCancel] = useState(false);
  const [ltlOpen, setLtlOpen] = useState(false);
  const labels = useBoxLabels(sessionId, shipment);
  const ids = { sessionId, shipmentId: shipment.id };
  const boxed = shipment.itemQuantity === 0 ? 0 : Math.round((shipment.boxedQuantity / shipment.itemQuantity) * 100);
  const ltlAllowed = shipment.status === 'BOXED' || shipment.status === 'SUBMITTED';

  return (
    <Card withBorder padding="md" component="section" aria-label={shipment.name}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <div>
            <Group gap="xs">
              <Title order={2} size="h4">
                {shipment.name}
              </Title>
              <Badge color={STATUS_COLOR[shipment.status]}>{shipment.status}</Badge>
              {shipment.hazmat && <Badge color="orange">Hazmat</Badge>}
            </Group>
            <Text size="sm" c="dimmed">
              {shipment.shipmentCode} · to {shipment.destination} · {plural(shipment.skuQuantity, 'SKU')} · <ShipmentWeight shipment={shipment} />
            </Text>
          </div>
          <Text size="sm">{plural(shipment.boxCount, 'box', 'boxes')}</Text>
        </Group>
        <div>
          <Text size="sm">
            {shipment.boxedQuantity} of {plural(shipment.itemQuantity, 'unit')} boxed
          </Text>
          <Progress value={boxed} aria-label={`Units boxed in ${shipment.name}`} color={boxed === 100 ? 'green' : undefined} />
        </div>
        {ltlAllowed || shipment.status === 'ACCEPTED' ? <LtlQuote sessionId={sessionId} shipment={shipment} /> : null}
        <Group gap="xs">
          {shipment.status === 'BOXING' && (
            <Button
              leftSection={<IconPackage size={16} aria-hidden />}
              renderRoot={(props) => (
                <Link
                  {...props}
                  to="/listings/$sessionId/boxing/$shipmentId/{-$boxId}"
                  params={{ sessionId, shipmentId: shipment.id, boxId: undefined }}
                />
              )}
            >
              Box items
            </Button>
          )}
          {shipment.status === 'BOXED' && (
            <Button loading={submitBox.isPending} onClick={() => submitBox.mutate(ids)}>
              Submit box contents
            </Button>
          )}
          {ltlAllowed && (
            <Button variant="light" leftSection={<IconTruck size={16} aria-hidden />} onClick={() => setLtlOpen((open) => !open)}>
              LTL freight
            </Button>
          )}
          {shipment.status === 'SUBMITTED' && (
            <Button color="green" loading={accept.isPending} onClick={() => accept.mutate(ids)}>
              Accept
            </Button>
          )}
          {shipment.boxCount > 0 && shipment.status !== 'CANCELLED' && (
            <>
              <Button variant="default" leftSection={<IconPrinter size={16} aria-hidden />} loading={labels.busy === 'print'} onClick={labels.print}>
                Print box labels
              </Button>
              <Button
                variant="default"
                leftSection={<IconDownload size={16} aria-hidden />}
                loading={labels.busy === 'download'}
                onClick={labels.download}
                aria-label="Download box labels"
              >
                Download
              </Button>
            </>
          )}
          {shipment.status !== 'ACCEPTED' && shipment.status !== 'CANCELLED' && (
            <Button color="red" variant="subtle" onClick={() => setConfirmCancel(true)}>
              Cancel
            </Button>
          )}
        </Group>
        {ltlOpen && ltlAllowed && <LtlForm sessionId={sessionId} shipment={shipment} onDone={() => setLtlOpen(false)} />}
      </Stack>
      <Modal opened={confirmCancel} onClose={() => setConfirmCancel(false)} title={`Cancel ${shipment.name}?`} centered>
        <Stack>
          <Text size="sm">A cancelled shipment cannot be boxed, submitted or accepted again.</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirmCancel(false)} data-autofocus>
              Keep it
            </Button>
            <Button
              color="red"
              loading={cancel.isPending}
              onClick={() => {
                setConfirmCancel(false);
                cancel.mutate(ids);
              }}
            >
              Cancel shipment
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Card>
  );
}

/**
 * The box labels PDF, to the print dialog or as a download. The labels module (and pdf-lib with
 * it) is loaded on the first use only.
 */
function useBoxLabels(sessionId: number, shipment: Shipment) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<'print' | 'download'>();
  const make = async (action: 'print' | 'download') => {
    setBusy(action);
    try {
      // SHIP FROM is the business and its address: the profile holds it.
      const [boxes, profile, labels] = await Promise.all([
        queryClient.fetchQuery(listerQueries.boxes(sessionId, shipment.id)),
        queryClient.fetchQuery(profileQueries.profile()),
        import('../labels'),
      ]);
      const bytes = await labels.makeBoxLabelsPdf(boxLabelsRequest(shipment, boxes, shipFromLines(profile)));
      if (action === 'print') await labels.printPdf(bytes);
      else labels.openPdf(bytes, `${shipment.shipmentCode}-box-labels.pdf`);
    } catch (error) {
      // The boxes read leaves its errors to its caller; one that ends the session has been handled.
      if (!endsSession(error)) showToast(`The box labels could not be made: ${error instanceof Error ? error.message : String(error)}`, 'error');
    } finally {
      setBusy(undefined);
    }
  };
  return { busy, print: () => void make('print'), download: () => void make('download') };
}
