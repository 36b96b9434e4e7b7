import { Badge, Stack, Text } from '@mantine/core';
import { RESULT_CODE_LABELS, RESULT_STATE_LABELS, runOutcomeLabel, type RepricingResult } from '~/contract';
import { STATE_COLORS } from './resultStyle';
import { FAILURE_LABELS } from './reasonWords';

/** A result's state, its code in words, and its failure code in red (spec 8.4). */
export function ResultStateCell({ result }: { result: Pick<RepricingResult, 'state' | 'code' | 'failureCode' | 'outcome'> }) {
  return (
    <Stack gap={2} align="flex-start">
      <Badge color={STATE_COLORS[result.state]} variant="light" autoContrast>
        {RESULT_STATE_LABELS[result.state]}
      </Badge>
      <Text size="xs">
        {RESULT_CODE_LABELS[result.code] ?? result.code} · {runOutcomeLabel(result.outcome)}
      </Text>
      {result.failureCode && (
        <Text size="xs" c="red.9" fw={600} data-failure={result.failureCode}>
          {FAILURE_LABELS[result.failureCode]} ({result.failureCode})
        </Text>
      )}
    </Stack>
  );
}

/** A result's SKU in monospace, with its title (and ASIN, where there is room) beneath, whole: on a phone it wraps. */
export function ResultSkuCell({ result, withAsin = false }: { result: Pick<RepricingResult, 'sku' | 'title' | 'asin'>; withAsin?: boolean }) {
  return (
    <>
      <Text size="sm" ff="monospace">{result.sku}</Text>
      <Text size="xs" c="dimmed">
        {result.title}
        {withAsin && ` · ${result.asin}`}
      </Text>
    </>
  );
}
