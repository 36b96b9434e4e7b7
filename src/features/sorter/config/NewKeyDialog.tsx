import { Alert, Button, Code, CopyButton, Group, Modal, Stack } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { MachineRequestExample } from './MachineRequestExample';

interface NewKeyDialogProps {
  name: string;
  secret: string;
  onClose(): void;
}

/** The one time the whole key is shown: Folio keeps only its hash, so it cannot show it again. */
export function NewKeyDialog({ name, secret, onClose }: NewKeyDialogProps) {
  return (
    <Modal opened onClose={onClose} title={`Key ${name} created`} centered size="lg" closeOnClickOutside={false}>
      <Stack gap="md">
        <Alert color="orange" title="You will not see this key again">
          Copy it now and paste it into the sorter’s controller. If it is lost, revoke it and create another.
        </Alert>
        <Code block data-testid="machine-key-secret" style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }}>
          {secret}
        </Code>
        <Group justify="space-between">
          <CopyButton value={secret}>
            {({ copied, copy }) => (
              <Button variant="light" color={copied ? 'green' : undefined} leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />} onClick={copy}>
                {copied ? 'Copied' : 'Copy key'}
              </Button>
            )}
          </CopyButton>
          <Button onClick={onClose} data-autofocus>
            I have stored it
          </Button>
        </Group>
        <MachineRequestExample machineKey={secret} />
      </Stack>
    </Modal>
  );
}
