import { Button, Group, Paper, Text } from '@mantine/core';
import { RESULT_STATE_LABELS } from '~/contract';
import { formatCents } from '~/lib/money';
import type { SectionPreviewState } from './useSectionPreview';

interface PreviewSummaryProps {
  preview: SectionPreviewState;
  className?: string;
  /** Brings the full preview into view (and its SKU field, before a SKU is chosen). */
  onShow(): void;
}

/**
 * The live preview in one line, for a screen too narrow to show the preview beside the rules: it
 * stays at the bottom of the screen while the rules are edited, so each change's effect on the
 * SKU's price is seen as it is made.
 */
export function PreviewSummary({ preview, className, onShow }: PreviewSummaryProps) {
  const { sku, stock, decision } = preview;
  const waiting = sku === '' ? 'Choose a SKU to see its price as you edit.' : stock.isError ? `${sku} could not be previewed.` : `Previewing ${sku}…`;
  return (
    <Paper className={className} withBorder shadow="sm" p="xs" role="region" aria-label="Preview summary">
      <Group justify="space-between" wrap="nowrap" gap="xs">
        {decision ? (
          <Text size="sm" data-testid="preview-summary">
            <Text span ff="monospace" size="sm">
              {sku}
            </Text>{' '}
            {formatCents(decision.previousPrice)} → <b>{formatCents(decision.newPrice)}</b> · {RESULT_STATE_LABELS[decision.state]}
          </Text>
        ) : (
          <Text size="sm" c="dimmed">
            {waiting}
          </Text>
        )}
        <Button size="compact-sm" variant="light" onClick={onShow} style={{ flexShrink: 0 }}>
          {sku === '' ? 'Choose a SKU' : 'Why'}
        </Button>
      </Group>
    </Paper>
  );
}
