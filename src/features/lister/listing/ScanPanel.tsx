import { Alert, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconCloudUpload } from '@tabler/icons-react';
import { useState } from 'react';
import type { ItemChangeReply } from '~/contract/lister';
import { discardEntry, retryEntry } from '~/offline/outbox';
import { retryMayHelp, type OutboxEntry } from '~/offline/outboxEntry';
import { CameraScanner, ManualCodeEntry, useWedgeScanner, type ScanEvent } from '~/scanning';
import { EditionChoice } from './EditionChoice';
import { resultOfReply, type ScanResult } from './scanOutcome';

const RESULT_COLOR: Record<ScanResult['kind'], string> = { added: 'green', increased: 'green', saved: 'blue', failed: 'red' };

interface ScanPanelProps {
  onScan(scan: ScanEvent): void;
  last: ScanResult | undefined;
  /** False once the session is submitted: it takes no more books. */
  enabled: boolean;
}

/** The three ways in (wedge scanner anywhere on the page, camera, typed code) and the last result. */
export function ScanPanel({ onScan, last: lastScan, enabled }: ScanPanelProps) {
  // A swapped edition replaces what the last scan shows, until the next scan.
  const [swapped, setSwapped] = useState<{ of: ScanResult; result: ScanResult }>();
  const last = swapped && swapped.of === lastScan ? swapped.result : lastScan;
  useWedgeScanner(onScan, { enabled });

  if (!enabled) {
    return <Alert color="gray">This session is submitted: it takes no more books. Its shipments are boxed below.</Alert>;
  }
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label="Scan books">
      <Stack gap="sm">
        <ManualCodeEntry onScan={onScan} label="Scan or type an ISBN" />
        {/* Off until asked: the warehouse scans with wedge scanners; the scanner owns its one control. */}
        <CameraScanner onScan={onScan} autoStart={false} />
        {last && (
          <LastScan
            result={last}
            onSwapped={(reply) => lastScan && setSwapped({ of: lastScan, result: resultOfReply(last.code, { ...reply, candidates: [] }) })}
          />
        )}
      </Stack>
    </Card>
  );
}

function LastScan({ result, onSwapped }: { result: ScanResult; onSwapped(reply: ItemChangeReply): void }) {
  const item = result.reply?.item;
  return (
    <Alert
      color={RESULT_COLOR[result.kind]}
      icon={result.kind === 'saved' ? <IconCloudUpload size={18} /> : undefined}
      title={result.title ?? result.code}
      data-testid="last-scan"
      role="status"
    >
      <Group gap="xs">
        <Text size="sm">{result.message}</Text>
        {result.flags.map((flag) => (
          <Badge key={flag} color={flag === 'Restricted' ? 'red' : 'yellow'} variant="filled">
            {flag}
          </Badge>
        ))}
      </Group>
      {result.kind === 'added' && item && result.reply && result.reply.candidates.length > 1 && (
        <EditionChoice item={item} candidates={result.reply.candidates} onSwapped={onSwapped} />
      )}
      {result.refusal && <RefusalActions entry={result.refusal} />}
    </Alert>
  );
}

/** Dismiss, and Retry only where sending it again could be accepted (a closed session reopened). */
function RefusalActions({ entry }: { entry: OutboxEntry }) {
  return (
    <Group gap="xs" mt="xs">
      {retryMayHelp(entry.lastError) && (
        <Button size="compact-sm" variant="light" onClick={() => void retryEntry(entry.id)}>
          Retry
        </Button>
      )}
      <Button size="compact-sm" variant="default" onClick={() => void discardEntry(entry.id)}>
        Dismiss
      </Button>
    </Group>
  );
}
