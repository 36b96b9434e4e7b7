import { Alert, Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import { listerQueries } from '~/api/lister/queries';
import { QueryStatus } from '~/components/QueryStatus';
import { RecordNotFound } from '~/components/RecordNotFound';
import { missingSession } from '../sessionAddress';
import { BoxingWorkspace } from './BoxingWorkspace';

export interface BoxingPageProps {
  sessionId: number;
  shipmentId: number;
  boxId: number | null;
}

/** Spec 2.1 listings/:sessionId/boxing/:shipmentId/:boxId?; spec 4: only a BOXING shipment is boxed. */
export function BoxingPage({ sessionId, shipmentId, boxId }: BoxingPageProps) {
  // The workspace's reads started with the session's, in the route's loader (prefetchBoxing).
  const session = useQuery(listerQueries.session(sessionId));
  const navigate = useNavigate();
  const scope = useMemo(() => ({ sessionId, shipmentId }), [sessionId, shipmentId]);
  const follow = useCallback(
    (next: number | null) =>
      void navigate({
        to: '/listings/$sessionId/boxing/$shipmentId/{-$boxId}',
        params: { sessionId, shipmentId, boxId: next ?? undefined },
        replace: true,
      }),
    [navigate, sessionId, shipmentId],
  );
  const shipment = session.data?.shipments.find((candidate) => candidate.id === shipmentId);
  const shipmentsLink = session.data && (
    <Anchor
      size="sm"
      renderRoot={(props) => (
        <Link {...props} to="/listings/$channel/$listingId/submit-shipments" params={{ channel: session.data.channel, listingId: sessionId }} />
      )}
    >
      <Group gap={4} component="span" wrap="nowrap">
        <IconArrowLeft size={16} aria-hidden /> Shipments of {session.data.name}
      </Group>
    </Anchor>
  );

  return (
    <Stack gap="md">
      {shipmentsLink}
      <Title order={1}>Boxing</Title>
      <QueryStatus query={session} what="session" rows={3} missing={missingSession(sessionId)} />
      {session.data && !shipment && (
        <RecordNotFound
          record={`Shipment ${shipmentId} of ${session.data.name}`}
          backTo="/listings/$channel/$listingId/submit-shipments"
          backParams={{ channel: session.data.channel, listingId: sessionId }}
          backLabel="Back to its shipments"
        />
      )}
      {shipment && shipment.status !== 'BOXING' && (
        <Alert color={shipment.status === 'CANCELLED' ? 'gray' : 'blue'} title={`${shipment.name} is ${shipment.status}`}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">
              {shipment.status === 'BOXED'
                ? 'Its boxes are submitted: every unit is packed in a measured, weighed box. Send the box contents from the shipments page.'
                : 'Only shipments that are being boxed (BOXING) can be packed here.'}
            </Text>
            {session.data && (
              <Button
                variant="light"
                renderRoot={(props) => (
                  <Link
                    {...props}
                    to="/listings/$channel/$listingId/submit-shipments"
                    params={{ channel: session.data.channel, listingId: sessionId }}
                  />
                )}
              >
                Back to the shipments
              </Button>
            )}
          </Stack>
        </Alert>
      )}
      {shipment?.status === 'BOXING' && <BoxingWorkspace scope={scope} shipment={shipment} boxId={boxId} onSelectionChange={follow} />}
    </Stack>
  );
}
