import { Anchor, Button, Group, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { careQueries } from '~/api/admin/customerCare';
import { QueryStatus } from '~/components/QueryStatus';
import { SectionCard } from '~/components/SectionCard';
import type { Interaction } from '~/contract';
import { DeleteInteractionDialog } from './DeleteInteractionDialog';
import { InteractionForm } from './InteractionForm';
import { InteractionTable } from './InteractionTable';

const PAGE_SIZE = 10;

/** A seller's calls and e-mails, newest noted first, with a way to note one more. */
export function UserInteractionsCard({ userId, email }: { userId: number; email: string }) {
  const [startId, setStartId] = useState<number | undefined>(undefined);
  const page = useQuery({ ...careQueries.interactions({ userId, pageSize: PAGE_SIZE, ...(startId ? { startId } : {}) }), placeholderData: keepPreviousData });
  const [editing, setEditing] = useState<Interaction | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Interaction | null>(null);
  const data = page.data;
  return (
    <SectionCard title="Interactions">
      <Group justify="space-between" wrap="wrap">
        <Anchor size="sm" renderRoot={(props) => <Link {...props} to="/admin-panel/customer-interaction" search={{ email }} />}>
          In the interactions list
        </Anchor>
        <Button size="sm" leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
          Note an interaction
        </Button>
      </Group>
      <QueryStatus query={page} what="interactions" rows={3} />
      {data?.items.length === 0 && <Text c="dimmed">{startId ? 'No older interaction.' : 'No call or e-mail noted yet.'}</Text>}
      {data && data.items.length > 0 && <InteractionTable items={data.items} showSeller={false} onEdit={setEditing} onDelete={setDeleting} />}
      {data && (startId || data.nextStartId !== null) && (
        <Group justify="flex-end" gap="sm">
          <Button size="xs" variant="default" disabled={!startId} onClick={() => setStartId(undefined)}>
            Newest
          </Button>
          <Button size="xs" variant="default" disabled={data.nextStartId === null} onClick={() => setStartId(data.nextStartId ?? undefined)}>
            Older
          </Button>
        </Group>
      )}
      {editing && <InteractionForm interaction={editing === 'new' ? undefined : editing} seller={{ id: userId, email }} onClose={() => setEditing(null)} />}
      {deleting && <DeleteInteractionDialog interaction={deleting} onClose={() => setDeleting(null)} />}
    </SectionCard>
  );
}
