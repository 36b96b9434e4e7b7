import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconSnowflake } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { usePassPrompt } from '~/api/user/mutations';
import { PRODUCT_LABELS, type InformalPrompt } from '~/contract';
import { formatCalendarDate } from '~/lib/dates';

/** Subscriptions about to freeze (spec 3.1, 4): shown until the seller passes them. */
export function FreezePrompts({ prompts }: { prompts: InformalPrompt[] }) {
  const pass = usePassPrompt();
  const due = prompts.filter((prompt) => prompt.type === 'SUBSCRIPTION_ABOUT_TO_FREEZE' && prompt.status === 'ACTIVE');
  if (due.length === 0) return null;
  return (
    <Stack gap="sm">
      {due.map((prompt) => (
        <Alert
          key={prompt.id}
          color="orange"
          variant="light"
          icon={<IconSnowflake />}
          title={`Your ${PRODUCT_LABELS[prompt.product]} subscription will be frozen on ${formatCalendarDate(prompt.freezeDate)}`}
          data-testid="freeze-prompt"
        >
          <Text size="sm">
            The last payment did not go through. Update your payment method before then to keep{' '}
            {PRODUCT_LABELS[prompt.product]} running without a break.
          </Text>
          <Group mt="sm" gap="xs">
            <Button size="xs" color="orange" component={Link} to="/account/billing">
              Update payment method
            </Button>
            <Button
              size="xs"
              variant="subtle"
              color="orange"
              loading={pass.isPending && pass.variables === prompt.id}
              onClick={() => pass.mutate(prompt.id)}
            >
              Got it
            </Button>
          </Group>
        </Alert>
      ))}
    </Stack>
  );
}
