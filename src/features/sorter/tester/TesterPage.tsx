import { Alert, Anchor, Button, Group, PasswordInput, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { useMachineTest } from '~/api/sorter/machine';
import { SORTER_CODE_MAX } from '~/contract/sorter';
import { MachineAnswerCard } from './MachineAnswerCard';
import { readTesterKey, rememberTesterKey } from './testerKey';

/**
 * Asks the machine API which gate a code goes to, signed with a machine key as the sorter's
 * controller signs: how a seller checks a key and their rules before wiring a sorter to Folio.
 */
export function TesterPage() {
  const [key, setKey] = useState(readTesterKey);
  const [code, setCode] = useState('');
  const [v2, setV2] = useState(false);
  const test = useMachineTest();
  const missing = !key.trim() ? 'Enter a machine key.' : !code.trim() ? 'Enter a code.' : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (missing) return;
    test.mutate({ key: key.trim(), code: code.trim(), version: v2 ? 'v2' : 'v1' });
  };

  return (
    <Stack gap="md" maw={720}>
      <Title order={1} size="h3">
        Sorter tester
      </Title>
      <Text size="sm">
        Ask the machine API as a sorter would. Machine keys are made in{' '}
        <Anchor component={Link} to="/sorter/settings">
          Sorter settings
        </Anchor>
        ; the key you enter here is kept only until this tab closes.
      </Text>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <PasswordInput
            label="Machine key"
            value={key}
            autoComplete="off"
            onChange={(event) => {
              setKey(event.currentTarget.value);
              rememberTesterKey(event.currentTarget.value.trim());
            }}
          />
          <TextInput label="Code" description="An ISBN, EAN or UPC" value={code} maxLength={SORTER_CODE_MAX} onChange={(event) => setCode(event.currentTarget.value)} />
          <Switch label="v2: the whole decision (rule, fallback, redirect); recorded in the analytics" checked={v2} onChange={(event) => setV2(event.currentTarget.checked)} />
          <Group>
            <Button type="submit" loading={test.isPending} disabled={missing !== null}>
              Ask the machine API
            </Button>
            {missing && (
              <Text size="sm" c="dimmed">
                {missing}
              </Text>
            )}
          </Group>
        </Stack>
      </form>
      {test.isError && (
        <Alert color="red" title="The machine API refused" role="alert">
          {test.error.message}
        </Alert>
      )}
      {test.data && !test.isPending && <MachineAnswerCard answer={test.data.answer} roundTripMs={test.data.roundTripMs} />}
    </Stack>
  );
}
