import { Alert, Anchor, Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { listerQueries } from '~/api/lister/queries';
import { useTakeBackSubmission } from '~/api/lister/shipmentMutations';
import { QueryStatus } from '~/components/QueryStatus';
import type { ListingChannel, ListingSession } from '~/contract/lister';
import { missingSession, useSessionChannelAddress } from '../sessionAddress';
import { ShipmentCard } from './ShipmentCard';

/** The marketplace has the box contents of a SUBMITTED or ACCEPTED shipment: no taking back then. */
export const canTakeBack = (session: ListingSession) =>
  session.status === 'SUBMITTED' && session.shipments.every((shipment) => shipment.status !== 'SUBMITTED' && shipment.status !== 'ACCEPTED');

/** Spec 2.1 listings/:channel/:listingId/submit-shipments: the session's shipments and their next steps. */
export function SubmitShipmentsPage({ channel, sessionId }: { channel: ListingChannel; sessionId: number }) {
  const session = useQuery(listerQueries.session(sessionId));
  const takeBack = useTakeBackSubmission();
  const [confirm, setConfirm] = useState(false);
  const moving = useSessionChannelAddress(session.data, channel, '/listings/$channel/$listingId/submit-shipments');
  const data = moving ? undefined : session.data;
  return (
    <Stack gap="md" maw={960}>
      {!session.isError && (
      <Anchor
        size="sm"
        renderRoot={(props) => (
            <Link {...props} to="/listings/$channel/$listingId" params={{ channel: data?.channel ?? channel, listingId: sessionId }} />
        )}
      >
        <Group gap={4} component="span" wrap="nowrap">
          <IconArrowLeft size={16} aria-hidden /> {data?.name ?? 'The session'}
        </Group>
      </Anchor>
      )}
      <Group justify="space-between">
        <Title order={1}>Shipments</Title>
        {data && canTakeBack(data) && (
          <Button color="red" variant="light" onClick={() => setConfirm(true)}>
            Take back submission
          </Button>
        )}
      </Group>
      <QueryStatus query={session} what="shipments" rows={3} missing={missingSession(sessionId, channel)} />
      {data && data.shipments.length === 0 && (
        <Alert color="gray">This session has no shipments yet. Submit the session from its listing screen to plan them.</Alert>
      )}
      {data?.shipments.map((shipment) => <ShipmentCard key={shipment.id} sessionId={sessionId} shipment={shipment} />)}
      <Modal opened={confirm} onClose={() => setConfirm(false)} title="Take back the submission?" centered>
        <Stack>
          <Text size="sm">
            Every shipment of the session is deleted with its boxes, and the session is open again for scanning. What was packed
            has to be packed again.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirm(false)} data-autofocus>
              Keep the shipments
            </Button>
            <Button
              color="red"
              loading={takeBack.isPending}
              onClick={() => {
                setConfirm(false);
                takeBack.mutate(sessionId);
              }}
            >
              Take back
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
