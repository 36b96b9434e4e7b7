import { SimpleGrid } from '@mantine/core';
import { attributeLists } from '~/api/admin/customerCare';
import { SectionCard } from '~/components/SectionCard';
import { ATTRIBUTE_FIELDS, ATTRIBUTE_KINDS, type AttributeKind } from '~/contract';
import { ValueListEditor } from './ValueListEditor';

const TITLES: Record<AttributeKind, string> = { AGENT: 'Agents', SIMPLE_ADDRESS: 'Simple addresses', COMMUNITY: 'Communities', SOURCE: 'Sources' };

/** The "Customer attributes" tab of Customer interactions: the four lists staff keep (spec 3.7). */
export function CustomerAttributeLists() {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      {ATTRIBUTE_KINDS.map((kind) => (
        <SectionCard key={kind} title={TITLES[kind]}>
          <ValueListEditor list={attributeLists[kind]} title={TITLES[kind]} column={ATTRIBUTE_FIELDS[kind].label} />
        </SectionCard>
      ))}
    </SimpleGrid>
  );
}
