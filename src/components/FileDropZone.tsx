import { Button, FileButton, Group, Paper, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useRef, useState, type DragEvent } from 'react';

interface FileDropZoneProps {
  /** What the zone takes, for its words and the file picker ("CSV or configuration file"). */
  what: string;
  accept: string;
  disabled?: boolean;
  onFile(file: File): void;
}

/**
 * A file chosen with the button (the keyboard's way) or dropped on the zone. The zone itself is
 * not a control: everything it does, the button does.
 */
export function FileDropZone({ what, accept, disabled, onFile }: FileDropZoneProps) {
  const [over, setOver] = useState(false);
  // Cleared after each pick, so the same file chosen again once fixed is read again.
  const resetRef = useRef<() => void>(null);
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const file = event.dataTransfer.files[0];
    if (file && !disabled) onFile(file);
  };
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      data-testid="file-drop-zone"
      data-over={over || undefined}
      style={{ borderStyle: 'dashed', borderWidth: 2, background: over ? 'var(--mantine-color-blue-light)' : undefined }}
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
    >
      <Group gap="sm" justify="center" wrap="wrap">
        <Text size="sm">Drop a {what} here, or</Text>
        <FileButton
          resetRef={resetRef}
          accept={accept}
          disabled={disabled}
          onChange={(file) => {
            resetRef.current?.();
            if (file) onFile(file);
          }}
        >
          {(props) => (
            <Button {...props} variant="light" leftSection={<IconUpload size={16} />} disabled={disabled}>
              Choose a file
            </Button>
          )}
        </FileButton>
      </Group>
    </Paper>
  );
}
