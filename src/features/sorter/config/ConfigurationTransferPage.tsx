import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useExportConfiguration } from '~/api/sorter/sectionMutations';
import { SectionCard } from '~/components/SectionCard';
import { saveFile } from '~/lib/saveFile';
import { callFailure } from '~/api/errors';
import { ConfigurationImport } from './ConfigurationImport';

/** Today as 2026-11-27, for the export's file name. */
const today = () => new Date().toISOString().slice(0, 10);

/**
 * The whole sorter configuration as one file (spec 7.4 sorter/transfer): gates, fallbacks,
 * settings and every section with its rules, to keep a copy or move it to another account.
 */
export function ConfigurationTransferPage() {
  const exportAll = useExportConfiguration();
  const download = () => exportAll.mutate(undefined, { onSuccess: ({ file }) => saveFile(file, `folio-sorter-${today()}.json`, 'application/json') });

  return (
    <Stack gap="lg" maw={900}>
      <div>
        <Title order={1}>Sorter configuration import and export</Title>
        <Text size="sm" mt={4}>
          Gates, fallback scenarios, settings and every section with its rules, in one file.
        </Text>
      </div>
      <SectionCard title="Export" description="A JSON file of the whole configuration; exporting the same configuration always gives the same file.">
        <div>
          <Button leftSection={<IconDownload size={16} />} loading={exportAll.isPending} onClick={download}>
            Export configuration
          </Button>
        </div>
        {exportAll.isError && (
          <Alert color="red" role="alert" title="Not exported">
            {callFailure(exportAll.error, 'The configuration could not be exported. Try again.')}
          </Alert>
        )}
      </SectionCard>
      <SectionCard title="Import" description="A file exported from Folio replaces the whole configuration: gates, fallbacks, settings and sections.">
        <ConfigurationImport />
      </SectionCard>
    </Stack>
  );
}
