import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { gateNumber, type GateMetadata } from '~/contract/sorter';
import { textColourOn } from '~/lib/colourContrast';
import { chosenBy, redirectLine } from './decisionWords';
import type { DecidedBy, SorterShownScan } from './shownScan';

/** A gate with no metadata yet is drawn in a neutral dark grey (white text passes contrast on it). */
const NO_COLOUR = '#495057';

const DECIDED_BY: Record<DecidedBy, string> = {
  catalog: 'Offline catalog',
  server: 'Server',
  timeout: 'No answer in time',
  code: 'Unreadable code',
};

/**
 * One scan, read from across the conveyor: the gate number fills the card in the gate's colour,
 * with its tag, what chose it, and a full gate's redirect spelled out.
 */
export function GateCard({ scan, gate, large }: { scan: SorterShownScan; gate: GateMetadata | undefined; large: boolean }) {
  const colour = gate?.color ?? NO_COLOUR;
  const number = gateNumber(scan.decision.gate);
  const redirect = redirectLine(scan.decision);
  return (
    <Card
      padding={large ? 'lg' : 'sm'}
      radius="md"
      // Pure black or white, not the theme's: textColourOn's contrast holds for exactly those.
      style={{ background: colour, color: textColourOn(colour) }}
      data-testid="gate-card"
      data-gate={scan.decision.gate}
      aria-label={`${scan.code}: gate ${number}`}
    >
      <Group wrap="nowrap" gap={large ? 'lg' : 'md'} align="center">
        <Text fz={large ? { base: 88, sm: 168 } : 56} fw={900} lh={1} style={{ fontVariantNumeric: 'tabular-nums' }} data-testid="gate-number">
          {number}
        </Text>
        <Stack gap={large ? 6 : 2} style={{ minWidth: 0, flex: 1 }}>
          {gate?.tag && (
            <Text fz={large ? { base: 24, sm: 32 } : 20} fw={800} lh={1.1} data-testid="gate-tag">
              {gate.tag}
            </Text>
          )}
          <Text fz={large ? { base: 'md', sm: 'xl' } : 'md'} fw={600} data-testid="gate-reason">
            {chosenBy(scan.decision)}
          </Text>
          {redirect && (
            <Text fz={large ? 'lg' : 'sm'} fw={700} data-testid="gate-redirect">
              {redirect}
            </Text>
          )}
          <Group gap="xs">
            <Text fz={large ? 'md' : 'xs'} style={{ fontVariantNumeric: 'tabular-nums' }}>
              {scan.code}
            </Text>
            <Badge color="dark" variant="white" size={large ? 'md' : 'sm'}>
              {DECIDED_BY[scan.decidedBy]}
            </Badge>
          </Group>
        </Stack>
      </Group>
    </Card>
  );
}
