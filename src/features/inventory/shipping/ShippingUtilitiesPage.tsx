import { Anchor, Code, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { sendLocationsFile } from '~/api/inventory/inventory';
import { SectionCard } from '~/components/SectionCard';
import { fileHeader } from '~/contract/inventory';
import { FileImportCard } from '../fileImport/FileImportCard';
import { PackingSlips } from './PackingSlips';

/** Shipping utilities (spec 2.1 shipping-utils): storage locations in from a file, packing slips out as PDFs. */
export function ShippingUtilitiesPage() {
  return (
    <Stack gap="lg" maw={900}>
      <div>
        <Title order={1}>Shipping utilities</Title>
        <Text size="sm" mt={4}>
          Tell Folio where each book waits on your shelves, and print packing slips that list a shipment’s books in shelf order.
        </Text>
      </div>
      <SectionCard
        title="Storage locations"
        description={
          <>
            A CSV file of <Code>{fileHeader('locations').join(', ')}</Code>, one SKU a line: any SKU of your stock or of your lister
            sessions. A blank location removes it. The file is taken whole or not at all. Locations also travel in the{' '}
            <Anchor component={Link} to="/import-inventory">
              inventory export
            </Anchor>
            .
          </>
        }
      >
        <FileImportCard kind="locations" send={sendLocationsFile} />
      </SectionCard>
      <SectionCard title="Packing slips" description="Each SKU of a shipment with its location, title, condition, units and boxes, as a PDF to print.">
        <PackingSlips />
      </SectionCard>
    </Stack>
  );
}
