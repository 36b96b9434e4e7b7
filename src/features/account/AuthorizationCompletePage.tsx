import { Alert, Button, Card, Group, List, Loader, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconHandStop } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, type ReactNode } from 'react';
import { isApiError } from '~/api/errors';
import { useCompleteAuthorisation } from '~/api/integration/mutations';
import { integrationQueries } from '~/api/integration/queries';
import { ErrorCode, type AuthorisationCompleteBody } from '~/contract';
import { showToast } from '~/lib/toast';
import { codeOf, type AuthCompleteSearch } from './authCompleteSearch';
import { switchConsequences, whereOf } from './connectionFacts';

const BackToIntegration = ({ label = 'Back to Integration' }: { label?: string }) => (
  <Button component={Link} to="/account/integration" variant="default">
    {label}
  </Button>
);

function Panel({ title, color, icon, children, actions }: { title: string; color: string; icon: ReactNode; children: ReactNode; actions: ReactNode }) {
  return (
    <Card withBorder radius="lg" padding="lg" maw={720}>
      <Alert color={color} icon={icon} title={title} role="alert" data-testid="authorisation-outcome">
        {children}
      </Alert>
      <Group justify="flex-end" mt="md">
        {actions}
      </Group>
    </Card>
  );
}

const REFUSAL_TITLES: Partial<Record<number, string>> = {
  [ErrorCode.MARKETPLACE_STATE_INVALID]: 'This authorisation did not come from your account',
  [ErrorCode.MARKETPLACE_STATE_EXPIRED]: 'This authorisation took too long',
  [ErrorCode.MARKETPLACE_STATE_USED]: 'This authorisation was already completed',
  [ErrorCode.MARKETPLACE_CODE_REFUSED]: 'The marketplace refused the authorisation',
  [ErrorCode.MARKETPLACE_ACCOUNT_TAKEN]: 'That marketplace account is connected elsewhere',
};

function Refused({ error }: { error: unknown }) {
  const code = isApiError(error) ? error.code : null;
  const message = error instanceof Error ? error.message : 'Folio could not finish the authorisation.';
  return (
    <Panel title={(code !== null && REFUSAL_TITLES[code]) || 'Folio could not finish the authorisation'} color="red" icon={<IconAlertCircle />} actions={<BackToIntegration />}>
      <Text size="sm">
        {message}
        {code !== null && ` (Code: ${code})`}
      </Text>
      <Text size="sm" mt="xs">
        Nothing changed: Folio works on the same marketplace account as before.
      </Text>
    </Panel>
  );
}

/** Folio holds another account: say what switching does, and switch only when the seller says so. */
function ConfirmSwitch({ body, onConfirm, pending }: { body: AuthorisationCompleteBody; onConfirm(): void; pending: boolean }) {
  const connection = useQuery(integrationQueries.connection()).data;
  if (!connection?.sellingPartnerId) return <Loader aria-label="Reading your connection" />;
  return (
    <Panel
      title={`Connect ${body.sellingPartnerId} instead of ${connection.sellingPartnerId}?`}
      color="yellow"
      icon={<IconAlertCircle />}
      actions={
        <>
          <BackToIntegration label={`Keep ${connection.sellingPartnerId}`} />
          <Button color="orange" loading={pending} onClick={onConfirm}>
            Connect {body.sellingPartnerId}
          </Button>
        </>
      }
    >
      <Text size="sm" mb="xs">
        You allowed Folio on the marketplace account {body.sellingPartnerId}, but Folio works on {connection.sellingPartnerId}
        {whereOf(connection) ? ` (${whereOf(connection)})` : ''}. If you connect {body.sellingPartnerId}:
      </Text>
      <List size="sm" spacing={4}>
        {switchConsequences(connection.sellingPartnerId, connection.changedSkus).map((line) => (
          <List.Item key={line}>{line}</List.Item>
        ))}
      </List>
    </Panel>
  );
}

function Completing({ body }: { body: AuthorisationCompleteBody }) {
  const navigate = useNavigate();
  const complete = useCompleteAuthorisation();
  const sent = useRef(false);
  const send = (replaceAccount?: boolean) =>
    complete.mutate(replaceAccount ? { ...body, replaceAccount } : body, {
      // After the move: a toast hides when the route changes (spec 4).
      onSuccess: (connection) =>
        void navigate({ to: '/account/integration', replace: true }).then(() =>
          showToast(`Folio is authorised on the marketplace account ${connection.sellingPartnerId}.`, 'success'),
        ),
    });
  // The state works once: the call is made once, however often the screen renders.
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    send();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (isApiError(complete.error, ErrorCode.MARKETPLACE_ACCOUNT_SWITCH)) {
    return <ConfirmSwitch body={body} pending={complete.isPending} onConfirm={() => send(true)} />;
  }
  if (complete.error) return <Refused error={complete.error} />;
  return (
    <Group gap="sm" aria-live="polite">
      <Loader size="sm" />
      <Text>Finishing the authorisation of {body.sellingPartnerId}…</Text>
    </Group>
  );
}

/** sp/auth/complete: where the marketplace sends the seller back after its consent page. */
export function AuthorizationCompletePage({ search }: { search: AuthCompleteSearch }) {
  let content: ReactNode;
  if (search.error) {
    const denied = search.error === 'access_denied';
    content = (
      <Panel
        title={denied ? 'You did not allow Folio' : 'The marketplace did not authorise Folio'}
        color={denied ? 'gray' : 'red'}
        icon={<IconHandStop />}
        actions={<BackToIntegration />}
      >
        <Text size="sm">
          {denied
            ? 'You chose Deny on the marketplace’s page, so Folio is not authorised on that account. Nothing changed in Folio. To connect it, start again from Integration and choose Allow.'
            : `The marketplace answered: ${search.error_description ?? search.error}. Nothing changed in Folio; start again from Integration.`}
        </Text>
      </Panel>
    );
  } else if (!codeOf(search) || !search.state || !search.selling_partner_id) {
    content = (
      <Panel title="Nothing to finish here" color="gray" icon={<IconAlertCircle />} actions={<BackToIntegration />}>
        <Text size="sm">This page finishes an authorisation started from Integration, and the marketplace sends you here. This address holds none.</Text>
      </Panel>
    );
  } else {
    content = <Completing body={{ code: codeOf(search)!, state: search.state, sellingPartnerId: search.selling_partner_id }} />;
  }
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        Marketplace authorisation
      </Title>
      {content}
    </Stack>
  );
}
