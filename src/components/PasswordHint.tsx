import { Group, Text } from '@mantine/core';
import { IconCheck, IconCircleDashed } from '@tabler/icons-react';

const RULES = [
  { label: '8 characters or more', test: (value: string) => value.length >= 8 },
  { label: 'a letter', test: (value: string) => /[A-Za-z]/.test(value) },
  { label: 'a digit', test: (value: string) => /\d/.test(value) },
];

/** The password rules of the contract, ticked off as the seller types. */
export function PasswordHint({ password }: { password: string }) {
  return (
    <Group gap="md" mt={6}>
      {RULES.map((rule) => {
        const met = rule.test(password);
        return (
          <Group key={rule.label} gap={4} c={met ? 'teal' : 'dimmed'}>
            {met ? <IconCheck size={14} /> : <IconCircleDashed size={14} />}
            <Text size="xs">{rule.label}</Text>
          </Group>
        );
      })}
    </Group>
  );
}
