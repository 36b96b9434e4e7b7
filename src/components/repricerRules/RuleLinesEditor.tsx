import { Button, Group, Select, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { z } from 'zod/mini';
import { ALL_COMPETITORS, SECTION_MAX_LINES, type RuleLine, type Section } from '~/contract';
import { MoneyInput } from '~/components/MoneyInput';
import { RuleLineCard } from './RuleLineCard';

interface RuleLinesEditorProps {
  section: Section;
  onChange(section: Section): void;
  /** From useInvalidFields: the caller saves nothing while any field holds text that is not a value. */
  track(field: string): (valid: boolean) => void;
}

const cents = z.int().check(z.minimum(0));
/** Every number field a line reports to `track`, by the names RuleLineCard and its parts use. */
const LINE_FIELDS = ['rating', 'count', 'adjust', 'by', 'price', ...Array.from({ length: 10 }, (_, at) => `when${at}`)];

function freshLineId(lines: readonly RuleLine[]): string {
  const used = new Set(lines.map((line) => line.id));
  let number = lines.length + 1;
  while (used.has(`line-${number}`)) number += 1;
  return `line-${number}`;
}

/**
 * A section's rule lines in the order they are tried, and its fallback. Shared by the seller's
 * group editor and the admin's strategy editor: both edit the same section shape.
 */
export function RuleLinesEditor({ section, onChange, track }: RuleLinesEditorProps) {
  const { lines } = section;
  const setLines = (next: RuleLine[]) => onChange({ ...section, lines: next });
  const move = (index: number, by: -1 | 1) => {
    const next = [...lines];
    [next[index], next[index + by]] = [next[index + by]!, next[index]!];
    setLines(next);
    // Keep the keyboard where the line went, so Alt+Arrow can be pressed again.
    requestAnimationFrame(() => document.querySelector<HTMLElement>(`[aria-label="Move Line ${index + by + 1} ${by < 0 ? 'up' : 'down'}"]:not(:disabled)`)?.focus());
  };
  const addLine = () =>
    setLines([...lines, { id: freshLineId(lines), when: [], competition: ALL_COMPETITORS, then: { kind: 'MATCH', scope: 'CONDITION', adjust: { unit: 'CENTS', amount: -1 } } }]);

  return (
    <Stack gap="sm">
      {lines.length === 0 && <Text c="dimmed">No rule lines: every SKU gets the fallback.</Text>}
      <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Rule lines">
        {lines.map((line, index) => (
          <RuleLineCard
            key={line.id}
            line={line}
            index={index}
            count={lines.length}
            onChange={(next) => setLines(lines.map((old, at) => (at === index ? next : old)))}
            onMove={(by) => move(index, by)}
            onRemove={() => {
              // A deleted line's half-typed fields must not keep the section from being saved.
              for (const field of LINE_FIELDS) track(`${line.id}.${field}`)(true);
              setLines(lines.filter((_, at) => at !== index));
            }}
            track={(field) => track(`${line.id}.${field}`)}
          />
        ))}
      </Stack>
      <Button variant="light" w="fit-content" leftSection={<IconPlus size={16} />} onClick={addLine} disabled={lines.length >= SECTION_MAX_LINES}>
        Add rule line
      </Button>
      <Group gap="xs" align="flex-end">
        <Select
          label="When no line prices a SKU"
          data={[{ value: 'KEEP', label: 'Keep its price' }, { value: 'FIXED', label: 'Set a fallback price' }]}
          value={section.fallback.kind}
          onChange={(kind) => {
            track('fallback')(true);
            onChange({ ...section, fallback: kind === 'FIXED' ? { kind: 'FIXED', price: 999 } : { kind: 'KEEP' } });
          }}
          allowDeselect={false}
          w={260}
        />
        {section.fallback.kind === 'FIXED' && (
          <MoneyInput
            label="Fallback price"
            rule={cents}
            value={section.fallback.price}
            onChange={(price) => price !== null && onChange({ ...section, fallback: { kind: 'FIXED', price } })}
            onValidityChange={track('fallback')}
            w={140}
          />
        )}
      </Group>
    </Stack>
  );
}
