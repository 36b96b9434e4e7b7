import { Anchor, Code, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { sendInventoryFile } from '~/api/inventory/inventory';
import { SectionCard } from '~/components/SectionCard';
import { fileHeader } from '~/contract/inventory';
import { ExportCard } from './ExportCard';
import { FileImportCard } from './fileImport/FileImportCard';

/** Import and export of inventory (spec 2.1 import-inventory): the stock out as CSV and back in. */
export function ImportInventoryPage() {
  return (
    <Stack gap="lg" maw={900}>
      <div>
        <Title order={1}>Import and export inventory</Title>
        <Text size="sm" mt={4}>
          Your stock as a spreadsheet, one SKU a line: export it, change prices, min and max prices, notes or storage locations, and
          import it again. The same file imported again changes nothing. Single SKUs are quicker in the{' '}
          <Anchor component={Link} to="/my-pricer">
            stock manager
          </Anchor>
          .
        </Text>
      </div>
      <SectionCard title="Export" description="Every SKU of your stock, with its price, min and max price, note and storage location.">
        <ExportCard />
      </SectionCard>
      <SectionCard
        title="Import"
        description={
          <>
            The file’s first line names its columns, as the export writes them: <Code>{fileHeader('inventory').join(', ')}</Code>. SKU is
            required. Price, Min price, Max price, Note and Location each set that field where the column is there; leave a column out
            to keep it as it is. ASIN, Title and Condition are there to read and are not imported. Money in dollars; a blank min, max,
            note or location removes it. A file with any bad row is not imported at all.
          </>
        }
      >
        <FileImportCard kind="inventory" send={sendInventoryFile} />
      </SectionCard>
    </Stack>
  );
}
