import { Alert, Anchor, Text } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { PublicLayout } from '~/components/PublicLayout';

/** After a form that e-mails a link: where it went, what it is for, and a way to send it again. */
export function LinkSentNotice(props: { email: string; purpose: string; onSendAgain(): void }) {
  return (
    <PublicLayout title="Check your inbox">
      <Alert color="teal" icon={<IconMailForward />} mb="md" data-testid="link-sent">
        We sent a link to {props.email}. Open it within 48 hours {props.purpose}.
      </Alert>
      <Text size="sm" c="dimmed">
        Nothing arrived? Check the spam folder, or{' '}
        <Anchor component="button" type="button" onClick={props.onSendAgain}>
          send it again
        </Anchor>
        .
      </Text>
    </PublicLayout>
  );
}
