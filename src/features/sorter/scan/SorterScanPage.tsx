import { Alert, Anchor, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import { sorterMetaQuery } from '~/api/sorter/meta';
import type { GateMetadata } from '~/contract/sorter';
import { OfflineCatalogCard } from '~/components/offlineCatalog/OfflineCatalogCard';
import { QueryStatus } from '~/components/QueryStatus';
import { useSnapshotMeta } from '~/offline/catalogSnapshot';
import { CameraScanner, ManualCodeEntry, useWedgeScanner } from '~/scanning';
import { prepareSounds } from '~/sounds';
import { LastSorterScans } from './LastSorterScans';
import { useScanLog } from './scanLog';
import { ServerDisagreementNotice } from './ServerDisagreementNotice';
import { SorterScanStatus } from './SorterScanStatus';
import { useSorterScanFlow } from './useSorterScanFlow';

const CATALOG_PURPOSE = 'Download the catalog to this tablet: it then picks each book’s gate at once, even with no signal.';

const CATALOG_KEPT = 'This tablet picks each book’s gate from its copy of the catalog, even with no signal: update it when prices move.';

const NO_GATES: readonly GateMetadata[] = [];

// Each scan re-renders only these, not the inputs and cards around them: the gate paints sooner.
function Scans({ gates }: { gates: readonly GateMetadata[] }) {
  return <LastSorterScans scans={useScanLog().scans} gates={gates} />;
}

function Disagreements() {
  return <ServerDisagreementNotice disagreements={useScanLog().disagreements} />;
}

/** The sorter's tablet: a book is scanned, its gate shows huge in the gate's colour and sounds. */
export function SorterScanPage() {
  const query = useQuery(sorterMetaQuery());
  const meta = query.data;
  const onScan = useSorterScanFlow(meta);
  const snapshot = useSnapshotMeta();
  useWedgeScanner((scan) => void onScan(scan));
  useEffect(() => prepareSounds(), []);

  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="xs">
        <Stack gap={0}>
          <Title order={1} size="h3">
            Sorter
          </Title>
          {meta?.section && (
            <Text size="sm" c="dimmed" data-testid="active-section">
              Sorting by {meta.section.name}
            </Text>
          )}
        </Stack>
        <Group gap="md">
          <SorterScanStatus />
          <Anchor component={Link} to="/sorter/analytics" size="sm">
            Analytics
          </Anchor>
        </Group>
      </Group>
      {!meta && <QueryStatus query={query} what="sorter configuration" />}
      {meta && !meta.section && (
        <Alert color="yellow" title="No section is active">
          Every book takes the No Section fallback until a section is active. <Anchor component={Link} to="/sorter/triggers">Choose one</Anchor>.
        </Alert>
      )}
      <Disagreements />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 7, lg: 8 }}>
          <Scans gates={meta?.gates ?? NO_GATES} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5, lg: 4 }}>
          <Stack gap="sm">
            <ManualCodeEntry onScan={(scan) => void onScan(scan)} label="ISBN or barcode" />
            <CameraScanner onScan={(scan) => void onScan(scan)} autoStart={false} />
            {/* Kept once downloaded: its age and the update button are what keep the gates right. */}
            {snapshot !== undefined && <OfflineCatalogCard description={snapshot?.complete ? CATALOG_KEPT : CATALOG_PURPOSE} />}
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
