import { Button, Card, Group, Select, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconPrinter } from '@tabler/icons-react';
import { useState } from 'react';
import { fetchShipmentLabels } from '~/api/nsession/queries';
import { LABEL_PAGE_TYPES, type LabelPageType, type LabelType, type NsessionShipment, type TransportOption } from '~/contract/nsession';
import { plural } from '~/lib/plural';
import { showToast } from '~/lib/toast';
import { handOver, onlyBox, PAGE_TYPE_LABELS, shipmentLabelsPdf } from './labelPdf';

const ALL_BOXES = 'all';
const LABEL_TYPE_NAMES: Record<LabelType, string> = { BOX: 'Box labels', PALLET: 'Pallet labels', BILL_OF_LADING: 'Bill of lading' };

/** One shipment's labels: the kind and the page type chosen, printed or downloaded as the marketplace gives them. */
export function ShipmentLabelsCard({ sessionId, shipment, transport }: { sessionId: number; shipment: NsessionShipment; transport: TransportOption | undefined }) {
  const ltl = transport?.method === 'LTL';
  const [labelType, setLabelType] = useState<LabelType>('BOX');
  const [pageType, setPageType] = useState<LabelPageType>('THERMAL_4X6');
  // One box's label again, for a label torn or smudged after the others went on.
  const [boxNumber, setBoxNumber] = useState<string>(ALL_BOXES);
  const [busy, setBusy] = useState<'print' | 'download'>();
  const make = async (action: 'print' | 'download') => {
    setBusy(action);
    try {
      const labels = await fetchShipmentLabels(sessionId, shipment.shipmentId, labelType, pageType);
      // Only the marketplace prints its partnered carrier's labels: its PDF opens as it is.
      if (labels.marketplacePdfUrl) {
        window.open(labels.marketplacePdfUrl, '_blank', 'noopener');
        return;
      }
      const oneBox = labelType === 'BOX' && boxNumber !== ALL_BOXES;
      const chosen = oneBox ? onlyBox(labels, Number(boxNumber)) : labels;
      const name = `${shipment.confirmationId}-${labelType.toLowerCase().replaceAll('_', '-')}${oneBox ? `-${boxNumber}` : ''}.pdf`;
      await handOver(await shipmentLabelsPdf(chosen), action, name);
    } catch (error) {
      showToast(`The labels could not be made: ${error instanceof Error ? error.message : String(error)}`, 'error');
    } finally {
      setBusy(undefined);
    }
  };
  const types: LabelType[] = ltl ? ['BOX', 'PALLET', 'BILL_OF_LADING'] : ['BOX'];
  return (
    <Card withBorder radius="md" component="section" aria-label={`Labels of ${shipment.confirmationId}`}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={3} size="h5">
            {shipment.confirmationId} to {shipment.destination}
          </Title>
          <Text size="sm" c="dimmed">
            {plural(shipment.boxIds.length, 'box', 'boxes')} · {transport ? `${transport.method === 'LTL' ? 'LTL' : 'small parcel'}, ${transport.carrier}` : 'no carrier booked'}
          </Text>
        </Group>
        <Group align="flex-end" gap="sm">
          <Select
            label="Labels"
            data={types.map((type) => ({ value: type, label: LABEL_TYPE_NAMES[type] }))}
            value={labelType}
            allowDeselect={false}
            onChange={(value) => value && setLabelType(value as LabelType)}
            w={180}
          />
          <Select
            label="Page type"
            data={LABEL_PAGE_TYPES.map((type) => ({ value: type, label: PAGE_TYPE_LABELS[type] }))}
            value={pageType}
            allowDeselect={false}
            disabled={labelType === 'BILL_OF_LADING'}
            onChange={(value) => value && setPageType(value as LabelPageType)}
            w={200}
          />
          {labelType === 'BOX' && shipment.boxIds.length > 1 && (
            <Select
              label="Boxes"
              data={[
                { value: ALL_BOXES, label: `All ${shipment.boxIds.length}` },
                ...shipment.boxIds.map((_, index) => ({ value: String(index + 1), label: `Box ${index + 1} only` })),
              ]}
              value={boxNumber}
              allowDeselect={false}
              onChange={(value) => value && setBoxNumber(value)}
              w={140}
            />
          )}
          <Button leftSection={<IconPrinter size={16} />} loading={busy === 'print'} disabled={!transport} onClick={() => void make('print')}>
            Print
          </Button>
          <Button variant="default" leftSection={<IconDownload size={16} />} loading={busy === 'download'} disabled={!transport} onClick={() => void make('download')}>
            Download
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
