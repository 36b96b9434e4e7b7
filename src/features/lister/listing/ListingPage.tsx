import { Alert, Anchor, Button, Group, Stack } from '@mantine/core';
import { IconArrowLeft, IconPencil, IconSettings, IconTruck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { listerQueries } from '~/api/lister/queries';
import { useRenameSession, useSubmitSession } from '~/api/lister/sessionMutations';
import { RenameDialog } from '~/components/RenameDialog';
import { QueryStatus } from '~/components/QueryStatus';
import { SESSION_NAME_MAX, type ListingChannel, type ListingSession } from '~/contract/lister';
import { prepareSounds } from '~/sounds';
import { plural } from '~/lib/plural';
import { SESSIONS_PATH } from '../channels';
import { missingSession, useSessionChannelAddress } from '../sessionAddress';
import { ConfirmDialog } from './ConfirmDialog';
import { ItemsTable } from './ItemsTable';
import { ListingTabs } from './ListingTabs';
import { PendingScans } from './PendingScans';
import { PrintItemLabels } from './PrintItemLabels';
import { ScanPanel } from './ScanPanel';
import { SessionHeader } from './SessionHeader';
import { SettingsDialog } from './SettingsDialog';
import { useListingScans } from './useListingScans';

/** The listing screen (spec 2.1 listings/:channel/:listingId): scan books in, price them, submit. */
export function ListingPage({ channel, sessionId }: { channel: ListingChannel; sessionId: number }) {
  const session = useQuery(listerQueries.session(sessionId));
  const moving = useSessionChannelAddress(session.data, channel, '/listings/$channel/$listingId');
  useEffect(() => prepareSounds(), []);
  return (
    <Stack>
      <QueryStatus query={session} what="session" missing={missingSession(sessionId, channel)} />
      {session.data && !moving && <LoadedListing session={session.data} />}
    </Stack>
  );
}

function LoadedListing({ session }: { session: ListingSession }) {
  const { onScan, last, pending, refused } = useListingScans(session.id, session.name);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [confirmSubmit, setConfirmSubmit] = useState(false);
  const [renaming, setRenaming] = useState(false);
  const submit = useSubmitSession(session.id);
  const rename = useRenameSession(session.id);
  const navigate = useNavigate();
  const open = session.status === 'OPEN';
  const listPath = SESSIONS_PATH[session.channel];
  // One notice per refused scan: the one the scan panel shows as the last scan is not listed again.
  const shownRefusal = open ? last?.refusal?.id : undefined;
  const refusedElsewhere = refused.filter((entry) => entry.id !== shownRefusal);

  const submitSession = () =>
    submit.mutate(undefined, {
      onSuccess: () => void navigate({ to: '/listings/$sessionId/result', params: { sessionId: session.id } }),
      onSettled: () => setConfirmSubmit(false),
    });

  return (
    <>
      <Anchor component={Link} to={listPath} size="sm">
        <Group gap={4}>
          <IconArrowLeft size={16} /> {session.channel} sessions
        </Group>
      </Anchor>
      <SessionHeader session={session} />
      <Group>
        <Button variant="default" leftSection={<IconPencil size={18} />} onClick={() => setRenaming(true)}>
          Rename
        </Button>
        <Button variant="default" leftSection={<IconSettings size={18} />} onClick={() => setSettingsOpen(true)}>
          Settings
        </Button>
        <PrintItemLabels sessionId={session.id} disabled={session.skuQuantity === 0} />
        {open ? (
          <Button
            leftSection={<IconTruck size={18} />}
            onClick={() => setConfirmSubmit(true)}
            disabled={session.skuQuantity === 0 || pending.length > 0}
          >
            Submit session
          </Button>
        ) : (
          <Button
            leftSection={<IconTruck size={18} />}
            renderRoot={(props) => (
              <Link {...props} to="/listings/$channel/$listingId/submit-shipments" params={{ channel: session.channel, listingId: session.id }} />
            )}
          >
            Shipments
          </Button>
        )}
      </Group>
      {open && pending.length > 0 && <Alert color="blue">Scans are still waiting to reach the server; the session can be submitted once they have.</Alert>}
      <ListingTabs
        session={session}
        items={
          <Stack>
            <ScanPanel onScan={(scan) => void onScan(scan)} last={last} enabled={open} />
            <PendingScans pending={pending} refused={refusedElsewhere} />
            <ItemsTable sessionId={session.id} />
          </Stack>
        }
      />
      <RenameDialog
        title="Rename the session"
        label="Session name"
        name={session.name}
        maxLength={SESSION_NAME_MAX}
        opened={renaming}
        saving={rename.isPending}
        onClose={() => setRenaming(false)}
        onSave={(name) => rename.mutate(name, { onSuccess: () => setRenaming(false) })}
      />
      {settingsOpen && <SettingsDialog sessionId={session.id} channel={session.channel} onClose={() => setSettingsOpen(false)} />}
      {confirmSubmit && (
        <ConfirmDialog title="Submit this session?" confirmLabel="Submit session" busy={submit.isPending} onConfirm={submitSession} onClose={() => setConfirmSubmit(false)}>
          {plural(session.itemQuantity, 'unit')} in {plural(session.skuQuantity, 'item')} become shipments, split by the marketplace's
          warehouses. The session takes no more books after this.
        </ConfirmDialog>
      )}
    </>
  );
}
