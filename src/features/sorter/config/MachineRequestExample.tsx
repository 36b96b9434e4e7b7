import { Button, Code, CopyButton, Stack, Text } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { routePath } from '~/contract/endpoint';
import { SORTER_KEY_HEADER, sorterMachineApi } from '~/contract/sorter/machine';

/** A real ISBN, so the example answers as a scan would. */
const EXAMPLE_CODE = '9780306406157';

/** The call a controller makes for a scanned code, ready to paste into a terminal. */
export function machineRequest(key: string, origin: string = window.location.origin): string {
  const url = `${origin}${routePath(sorterMachineApi.decideV2)}?code=${EXAMPLE_CODE}`;
  return `curl -H '${SORTER_KEY_HEADER}: ${key}' '${url}'`;
}

/**
 * What a controller must call, as an example request: the header alone did not say the URL nor its
 * `code` parameter. `key` is the new key itself when it is shown, a placeholder otherwise.
 */
export function MachineRequestExample({ machineKey }: { machineKey: string }) {
  const request = machineRequest(machineKey);
  return (
    <Stack gap={6}>
      <Text size="sm">
        The controller asks for each scanned code’s gate with a GET request: the key in the <Code>{SORTER_KEY_HEADER}</Code> header, the scanned
        code in the <Code>code</Code> parameter. The reply names the gate, its colour and its sound; the scan counts in the analytics.
      </Text>
      <Code block data-testid="machine-request" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {request}
      </Code>
      <CopyButton value={request}>
        {({ copied, copy }) => (
          <Button size="xs" variant="light" w="fit-content" color={copied ? 'green' : undefined} leftSection={copied ? <IconCheck size={14} /> : <IconCopy size={14} />} onClick={copy}>
            {copied ? 'Copied' : 'Copy request'}
          </Button>
        )}
      </CopyButton>
      <Text size="xs" c="dimmed">
        To try a controller without counting its scans, call {routePath(sorterMachineApi.test)} with the same header and parameter.
      </Text>
    </Stack>
  );
}
