import { ActionIcon, Badge, Group, Menu, Stack, Text, Title } from '@mantine/core';
import { IconBan, IconDotsVertical, IconDownload, IconPencil, IconTrash } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useDeleteNsession, useRenameNsession } from '~/api/nsession/mutations';
import { fetchPlanFile } from '~/api/nsession/queries';
import { RenameDialog } from '~/components/RenameDialog';
import { NSESSION_NAME_MAX, type Nsession } from '~/contract/nsession';
import { ConfirmDialog } from '../listing/ConfirmDialog';
import { formatPounds } from '../channels';
import { plural } from '~/lib/plural';
import { saveFile } from '~/lib/saveFile';
import { CancelPlanDialog, canCancelPlan } from './CancelPlanDialog';
import { STAGE_LABELS } from './steps';

const STAGE_COLOR = { COMPLETE: 'teal', VOIDED: 'gray' } as const;

/** The plan's name, where it stands and its totals; rename, download, cancel and delete in its menu. */
export function PlanHeader({ session }: { session: Nsession }) {
  const sessionId = Number(session.idStr);
  const [renaming, setRenaming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const rename = useRenameNsession(sessionId);
  const remove = useDeleteNsession(sessionId);
  const navigate = useNavigate();
  const booked = session.shipments.some((shipment) => shipment.transportOptionId !== null) && session.stage !== 'COMPLETE' && session.stage !== 'VOIDED';

  const download = async () => {
    const file = await fetchPlanFile(sessionId);
    saveFile(file.csv, file.fileName, 'text/csv;charset=utf-8');
  };

  return (
    <Group justify="space-between" align="flex-start" wrap="nowrap">
      <Stack gap={4}>
        <Group gap="sm">
          <Title order={2}>{session.name}</Title>
          <Badge color={STAGE_COLOR[session.stage as keyof typeof STAGE_COLOR] ?? 'blue'} variant="light">
            {STAGE_LABELS[session.stage]}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {plural(session.itemQty, 'unit')} · {plural(session.skuQty, 'SKU')} · {formatPounds(session.weight)}
          {session.planId ? ` · plan ${session.planId}` : ''}
        </Text>
      </Stack>
      <Menu position="bottom-end">
        <Menu.Target>
          <ActionIcon variant="default" size="lg" aria-label="Plan actions">
            <IconDotsVertical size={18} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item leftSection={<IconPencil size={16} />} onClick={() => setRenaming(true)}>
            Rename
          </Menu.Item>
          <Menu.Item leftSection={<IconDownload size={16} />} onClick={() => void download()}>
            Download as CSV
          </Menu.Item>
          {canCancelPlan(session) && (
            <Menu.Item leftSection={<IconBan size={16} />} color="red" onClick={() => setCancelling(true)}>
              Cancel plan
            </Menu.Item>
          )}
          <Menu.Item leftSection={<IconTrash size={16} />} color="red" disabled={booked} onClick={() => setDeleting(true)}>
            {booked ? 'Delete (cancel the plan first)' : 'Delete'}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <RenameDialog
        title="Rename plan"
        label="Plan name"
        name={session.name}
        maxLength={NSESSION_NAME_MAX}
        opened={renaming}
        saving={rename.isPending}
        onClose={() => setRenaming(false)}
        onSave={(name) => rename.mutate(name, { onSuccess: () => setRenaming(false) })}
      />
      {cancelling && <CancelPlanDialog session={session} onClose={() => setCancelling(false)} />}
      {deleting && (
        <ConfirmDialog
          title="Delete this plan?"
          confirmLabel="Delete plan"
          busy={remove.isPending}
          onClose={() => setDeleting(false)}
          onConfirm={() => remove.mutate(undefined, { onSuccess: () => void navigate({ to: '/lister/session/fba' }) })}
        >
          {session.name} and its {plural(session.skuQty, 'item')} will be deleted{session.planId ? ', and the marketplace plan dropped' : ''}.
        </ConfirmDialog>
      )}
    </Group>
  );
}
