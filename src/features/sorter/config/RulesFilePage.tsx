import { Alert, Anchor, Button, Select, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { sorterConfigQueries } from '~/api/sorter/config';
import { QueryStatus } from '~/components/QueryStatus';
import { SectionCard } from '~/components/SectionCard';
import { formatRulesCsv } from '~/contract/sorter';
import { saveFile } from '~/lib/saveFile';
import { fileSlug } from './fileErrors';
import { RulesUpload } from './RulesUpload';

/** A section's rules as a CSV file, out to a spreadsheet and back in (spec 2.1 sorter/upload-download-rules). */
export function RulesFilePage() {
  const sections = useQuery(sorterConfigQueries.sections());
  const [chosenId, setChosenId] = useState<string | null>(null);
  const list = sections.data ?? [];
  const section = list.find((each) => String(each.id) === chosenId) ?? list.find((each) => each.active) ?? list[0] ?? null;

  const download = () => {
    if (!section) return;
    const rules = section.rules.map(({ id: _id, ...rule }) => rule);
    saveFile(formatRulesCsv(rules), `${fileSlug(section.name)}-rules.csv`, 'text/csv');
  };

  return (
    <Stack gap="lg" maw={900}>
      <div>
        <Title order={1}>Rules upload and download</Title>
        <Text size="sm" mt={4}>
          Keep a section’s rules in a spreadsheet: download them as CSV, edit, and upload them again. To move the whole
          configuration, use <Anchor component={Link} to="/import-export-section">configuration import and export</Anchor>.
        </Text>
      </div>
      <QueryStatus query={sections} what="sections" />
      {sections.data && list.length === 0 && (
        <Alert color="blue" title="No sections yet">
          Rules live in sections. <Anchor component={Link} to="/sorter/triggers">Create a section</Anchor> first, then come back to
          upload its rules.
        </Alert>
      )}
      {section && (
        <>
          <Select
            label="Section"
            data={list.map((each) => ({ value: String(each.id), label: each.active ? `${each.name} (active)` : each.name }))}
            value={String(section.id)}
            allowDeselect={false}
            onChange={setChosenId}
            maw={420}
          />
          <SectionCard title="Download" description={`${section.rules.length} ${section.rules.length === 1 ? 'rule' : 'rules'}, in the order they are tried.`}>
            <div>
              <Button leftSection={<IconDownload size={16} />} onClick={download}>
                Download rules as CSV
              </Button>
            </div>
            {section.rules.length === 0 && (
              <Text size="sm" c="dimmed">
                The section has no rules: the file has just the header, ready to fill in.
              </Text>
            )}
          </SectionCard>
          <SectionCard title="Upload" description="A rules CSV, or a configuration export (its active section’s rules are taken).">
            <RulesUpload key={section.id} section={section} />
          </SectionCard>
        </>
      )}
    </Stack>
  );
}
