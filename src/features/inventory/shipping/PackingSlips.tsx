import { Alert, Button, Group, Select, Stack, Text } from '@mantine/core';
import { IconFileDownload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '~/api/errors';
import { fetchPackingSlip, shippingQueries } from '~/api/inventory/inventory';
import { QueryStatus } from '~/components/QueryStatus';
import type { PackingShipment } from '~/contract/inventory';
import { plural } from '~/lib/plural';
import { saveFile } from '~/lib/saveFile';

const STATUS_WORDS: Record<PackingShipment['status'], string> = {
  BOXING: 'boxing',
  BOXED: 'boxed',
  SUBMITTED: 'submitted',
  ACCEPTED: 'accepted',
  CANCELLED: 'cancelled',
};

const optionLabel = (shipment: PackingShipment) =>
  `${shipment.name} · ${shipment.shipmentCode} · ${plural(shipment.units, 'unit')} · ${STATUS_WORDS[shipment.status]}`;

/** A lister shipment picked from the newest, and its packing slip made here as a PDF (pdf-lib loads only then). */
export function PackingSlips() {
  const shipments = useQuery(shippingQueries.shipments());
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [making, setMaking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const list = shipments.data ?? [];
  const chosen = list.find((shipment) => shipment.key === chosenId) ?? list[0] ?? null;

  const download = async (shipment: PackingShipment) => {
    setMaking(true);
    setProblem(null);
    try {
      const [slip, { makePackingSlipPdf }] = await Promise.all([fetchPackingSlip(shipment), import('./packingSlipPdf')]);
      saveFile((await makePackingSlipPdf(slip)) as Uint8Array<ArrayBuffer>, `packing-slip-${shipment.shipmentCode}.pdf`, 'application/pdf');
    } catch (error) {
      setProblem(isApiError(error) ? error.message : 'The packing slip could not be made. Try again.');
    } finally {
      setMaking(false);
    }
  };

  return (
    <Stack gap="sm">
      <QueryStatus query={shipments} what="shipments" />
      {shipments.data && list.length === 0 && (
        <Text size="sm" c="dimmed">
          No shipments yet: a lister session becomes shipments when it is submitted, a plan once its placement is confirmed.
        </Text>
      )}
      {chosen && (
        <>
          <Select
            label="Shipment"
            data={list.map((shipment) => ({ value: shipment.key, label: optionLabel(shipment) }))}
            value={chosen.key}
            onChange={setChosenId}
            allowDeselect={false}
            searchable
            maw={640}
          />
          <Text size="sm">
            {chosen.sessionName} ({chosen.channel}), to {chosen.destination}: {plural(chosen.skus, 'SKU')}, {plural(chosen.units, 'unit')},{' '}
            {plural(chosen.boxes, 'box', 'boxes')}.
          </Text>
          <Group>
            <Button leftSection={<IconFileDownload size={16} />} loading={making} onClick={() => void download(chosen)}>
              Download packing slip (PDF)
            </Button>
          </Group>
        </>
      )}
      {problem && (
        <Alert color="red" role="alert" title="No packing slip">
          {problem}
        </Alert>
      )}
    </Stack>
  );
}
