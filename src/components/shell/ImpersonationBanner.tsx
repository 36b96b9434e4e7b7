import { Alert, Button, Group, Text } from '@mantine/core';
import { IconUserShield } from '@tabler/icons-react';
import type { UserInfo } from '~/contract';

const time = new Intl.DateTimeFormat(undefined, { timeStyle: 'short' });

/**
 * Above every page of a session staff opened as the seller (admin area, login as user): who is
 * signed in, what they cannot do here, and the way out. "End" signs this tab out.
 */
export function ImpersonationBanner({ user, onEnd }: { user: UserInfo; onEnd(): void }) {
  const impersonation = user.impersonation;
  if (!impersonation) return null;
  return (
    <Alert color="grape" variant="filled" icon={<IconUserShield size={20} />} mb="md" role="region" aria-label="Staff session" data-testid="impersonation-banner">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text size="sm" style={{ flex: '1 1 20rem' }}>
          <strong>{impersonation.staffName}</strong> (staff) is signed in as {user.email}
          {impersonation.endsAt ? ` until ${time.format(new Date(impersonation.endsAt))}` : ''}. The password, cards and machine keys cannot be changed
          from this session.
        </Text>
        <Button size="xs" color="white" variant="white" c="grape.9" onClick={onEnd}>
          End
        </Button>
      </Group>
    </Alert>
  );
}
