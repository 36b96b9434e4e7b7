import { Badge, NavLink, Stack } from '@mantine/core';
import type { SorterSection } from '~/contract/sorter';

interface SectionListProps {
  sections: SorterSection[];
  selectedId: number | null;
  onSelect(id: number): void;
}

/** The seller's sections, the active one marked: the sorter sorts by that one. */
export function SectionList({ sections, selectedId, onSelect }: SectionListProps) {
  return (
    <Stack gap={4} component="nav" aria-label="Sections">
      {sections.map((section) => (
        <NavLink
          key={section.id}
          component="button"
          type="button"
          active={section.id === selectedId}
          aria-current={section.id === selectedId ? 'true' : undefined}
          label={section.name}
          description={`${section.rules.length} ${section.rules.length === 1 ? 'rule' : 'rules'}`}
          rightSection={section.active ? <Badge color="green" size="sm">Active</Badge> : null}
          onClick={() => onSelect(section.id)}
          // Filled in a dark blue: the light variant's blue on pale blue fails contrast under the pointer.
          variant="filled"
          color="blue.9"
          // The rule count in the label's own colour: dimmed, it fails contrast on the selected row.
          styles={{ description: { color: 'inherit', opacity: 1 } }}
        />
      ))}
    </Stack>
  );
}
