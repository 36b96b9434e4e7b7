import { Group, Select, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { GROUP_TYPE_LABELS, GROUP_TYPES, RESULT_CODE_LABELS, RESULT_STATE_CODES, RESULT_STATE_LABELS, RESULT_STATES, type ResultState } from '~/contract';
import type { ResultsSearch } from './resultsSearch';

interface ResultFiltersProps {
  search: ResultsSearch;
  onChange(next: Partial<ResultsSearch>): void;
}

/** Text, state, code and group: a code list narrowed to the chosen state's codes. */
export function ResultFilters({ search, onChange }: ResultFiltersProps) {
  const [text, setText] = useState(search.q ?? '');
  const sendText = useDebouncedCallback((value: string) => onChange({ q: value.trim() || undefined }), 300);
  const codes = search.state ? RESULT_STATE_CODES[search.state] : RESULT_STATES.flatMap((state) => RESULT_STATE_CODES[state]);
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <TextInput
        label="Search"
        placeholder="SKU, ASIN or title"
        leftSection={<IconSearch size={16} />}
        value={text}
        onChange={(event) => {
          setText(event.currentTarget.value);
          sendText(event.currentTarget.value);
        }}
        w={{ base: '100%', sm: 240 }}
      />
      <Select
        label="State"
        placeholder="Any state"
        clearable
        data={RESULT_STATES.map((state) => ({ value: state, label: RESULT_STATE_LABELS[state] }))}
        value={search.state ?? null}
        onChange={(state) => onChange({ state: (state as ResultState | null) ?? undefined, code: undefined })}
        w={{ base: '100%', sm: 180 }}
      />
      <Select
        label="Code"
        placeholder="Any code"
        clearable
        data={[...new Set(codes)].map((code) => ({ value: code, label: RESULT_CODE_LABELS[code] ? `${RESULT_CODE_LABELS[code]} (${code})` : code }))}
        value={search.code ?? null}
        onChange={(code) => onChange({ code: (code as ResultsSearch['code'] | null) ?? undefined })}
        w={{ base: '100%', sm: 240 }}
      />
      <Select
        label="Group"
        placeholder="Any group"
        clearable
        data={GROUP_TYPES.map((group) => ({ value: group, label: GROUP_TYPE_LABELS[group] }))}
        value={search.group ?? null}
        onChange={(group) => onChange({ group: (group as ResultsSearch['group'] | null) ?? undefined })}
        w={{ base: '100%', sm: 220 }}
      />
    </Group>
  );
}
