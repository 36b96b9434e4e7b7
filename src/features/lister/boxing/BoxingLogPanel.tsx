import { Badge, Group, ScrollArea, Stack, Text } from '@mantine/core';
import type { LogEntry } from './boxingLog';

const timeFormat = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit', second: '2-digit' });

/**
 * Spec 8.3: what each boxing call did, newest first; errors carry the server's own message. The
 * log region is there from the start, empty or not, so that a screen reader announces the first
 * entry too; the entries inside it are a list of their own (a log role on the list itself would
 * take its list semantics away).
 */
export function BoxingLogPanel({ log }: { log: LogEntry[] }) {
  return (
    <ScrollArea.Autosize mah={260} type="auto" role="log" aria-label="Boxing log">
      {log.length === 0 ? (
        <Text size="sm" c="dimmed">
          Nothing yet. What you pack, move and remove is listed here.
        </Text>
      ) : (
        <Stack component="ol" gap={6} p={0} m={0} style={{ listStyle: 'none' }}>
          {log.map((entry) => (
            <li key={entry.id} data-outcome={entry.outcome}>
              <Group gap="xs" wrap="nowrap" align="flex-start">
                <Text size="xs" c="dimmed" ff="monospace" style={{ flexShrink: 0 }}>
                  {timeFormat.format(entry.at)}
                </Text>
                <Badge size="sm" color={entry.outcome === 'success' ? 'green' : 'red'} variant="light" style={{ flexShrink: 0 }}>
                  {entry.outcome === 'success' ? 'Done' : 'Failed'}
                </Badge>
                <div>
                  <Text size="sm" fw={500}>
                    {entry.message}
                  </Text>
                  {entry.detail && (
                    <Text size="sm" c={entry.outcome === 'error' ? 'red' : 'dimmed'}>
                      {entry.detail}
                      {entry.code !== null && ` (Code: ${entry.code})`}
                    </Text>
                  )}
                </div>
              </Group>
            </li>
          ))}
        </Stack>
      )}
    </ScrollArea.Autosize>
  );
}
