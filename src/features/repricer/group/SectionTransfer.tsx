import { Alert, Button, Group, List, Stack, Textarea } from '@mantine/core';
import { IconClipboardCopy, IconFileImport } from '@tabler/icons-react';
import { useState } from 'react';
import { formatSection, parseSection, type Section, type TransferError } from '~/contract';
import { showToast } from '~/lib/toast';

interface SectionTransferProps {
  section: Section;
  /** A pasted section goes into the editor; the caller saves it like any other edit. */
  onLoad(section: Section): void;
}

/**
 * A section as text (spec 7.8, section transfer): copied out to keep or share, pasted in from
 * another account. The text is read by the contract's parser, which names every wrong line.
 */
export function SectionTransfer({ section, onLoad }: SectionTransferProps) {
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<TransferError[]>([]);

  const copy = async () => {
    const written = formatSection(section);
    setText(written);
    try {
      await navigator.clipboard.writeText(written);
      showToast('Rules copied as text.', 'success');
    } catch {
      // Clipboards refuse without permission or focus: the text is in the box to copy by hand.
      showToast('The text is in the box below; copy it from there.', 'warning');
    }
  };
  const load = () => {
    const parsed = parseSection(text);
    if (!parsed.ok) return setErrors(parsed.errors);
    setErrors([]);
    onLoad(parsed.section);
    showToast('Rules loaded into the editor. Save to keep them.', 'success');
  };

  return (
    <Stack gap="xs">
      <Textarea
        label="Rules as text"
        description="Copy these rules out, or paste rules in and load them into the editor."
        autosize
        minRows={4}
        maxRows={14}
        ff="monospace"
        value={text}
        error={errors.length > 0 ? 'The text has errors, listed below' : undefined}
        onChange={(event) => setText(event.currentTarget.value)}
      />
      {errors.length > 0 && (
        <Alert color="red" role="alert" title="These lines are wrong">
          <List size="sm">
            {errors.map((error) => (
              <List.Item key={`${error.line}-${error.message}`}>{error.message}</List.Item>
            ))}
          </List>
        </Alert>
      )}
      <Group gap="xs">
        <Button variant="light" leftSection={<IconClipboardCopy size={16} />} onClick={() => void copy()}>
          Copy as text
        </Button>
        <Button variant="light" leftSection={<IconFileImport size={16} />} onClick={load} disabled={text.trim() === ''}>
          Load text into editor
        </Button>
      </Group>
    </Stack>
  );
}
