import { Group, Select } from '@mantine/core';
import { SearchField } from '~/components/SearchField';
import { GROUP_TYPE_LABELS, GROUP_TYPES, RESULT_CODE_LABELS, RESULT_STATE_CODES, RESULT_STATE_LABELS, RESULT_STATES, type ResultState } from '~/contract';
import type { ResultsSearch } from './resultsSearch';

interface ResultFiltersProps {
  search: ResultsSearch;
  onChange(next: Partial<ResultsSearch>): void;
}

/** Text, state, code and group: a code list narrowed to the chosen state's codes. */
export function ResultFilters({ search, onChange }: ResultFiltersProps) {
  const codes = search.state ? RESULT_STATE_CODES[search.state] : RESULT_STATES.flatMap((state) => RESULT_STATE_CODES[state]);
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <SearchField value={search.q} placeholder="SKU, ASIN or title" onSearch={(q) => onChange({ q })} />
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
