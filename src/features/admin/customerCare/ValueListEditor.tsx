import { ActionIcon, Button, Group, Table, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useAddValue, useDeleteValue, useRenameValue, valueListQuery, type ValueList } from '~/api/admin/valueLists';
import { serverFieldError } from '~/api/serverFieldError';
import { ConfirmDialog } from '~/components/ConfirmDialog';
import { QueryStatus } from '~/components/QueryStatus';
import { RenameDialog } from '~/components/RenameDialog';
import { Cell, ResponsiveTable } from '~/components/responsiveTable/ResponsiveTable';
import { LIST_VALUE_MAX, type ListEntry } from '~/contract';
import { plural } from '~/lib/plural';

interface ValueListEditorProps {
  list: ValueList;
  /** The list's name for people: "Agents". */
  title: string;
  /** Its column's heading: "Agent". */
  column: string;
}

/** One staff list: add a value, rename one, delete one (saying how many sellers lose it). */
export function ValueListEditor({ list, title, column }: ValueListEditorProps) {
  const entries = useQuery(valueListQuery(list));
  const rename = useRenameValue(list);
  const remove = useDeleteValue(list);
  const [renaming, setRenaming] = useState<ListEntry | null>(null);
  const [deleting, setDeleting] = useState<ListEntry | null>(null);

  return (
    <>
      <AddValueForm list={list} />
      <QueryStatus query={entries} what={`${list.noun} list`} rows={3} />
      {entries.data?.length === 0 && <Text c="dimmed">No {list.noun} yet.</Text>}
      {entries.data && entries.data.length > 0 && (
        <ResponsiveTable minWidth={360} striped aria-label={title}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{column}</Table.Th>
              <Table.Th>Sellers</Table.Th>
              <Table.Th>
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {entries.data.map((entry) => (
              <Table.Tr key={entry.id}>
                <Cell kind="main">{entry.value}</Cell>
                <Cell label="Sellers">{entry.sellerCount}</Cell>
                <Cell kind="actions">
                  <Group gap={4} wrap="nowrap" justify="flex-end">
                    <ActionIcon variant="subtle" aria-label={`Rename ${entry.value}`} onClick={() => setRenaming(entry)}>
                      <IconPencil size={18} />
                    </ActionIcon>
                    <ActionIcon variant="subtle" color="red" aria-label={`Delete ${entry.value}`} onClick={() => setDeleting(entry)}>
                      <IconTrash size={18} />
                    </ActionIcon>
                  </Group>
                </Cell>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </ResponsiveTable>
      )}
      {renaming && (
        <RenameDialog
          opened
          title={`Rename ${list.noun}`}
          label={`New name of ${renaming.value}`}
          name={renaming.value}
          maxLength={LIST_VALUE_MAX}
          saving={rename.isPending}
          onClose={() => setRenaming(null)}
          onSave={(value) => rename.mutate({ id: renaming.id, value }, { onSuccess: () => setRenaming(null) })}
        />
      )}
      {deleting && (
        <ConfirmDialog
          title={`Delete ${list.noun}`}
          confirmLabel={`Delete ${deleting.value}`}
          pending={remove.isPending}
          error={null}
          onConfirm={() => remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
          onClose={() => setDeleting(null)}
        >
          {deleting.sellerCount > 0
            ? `${plural(deleting.sellerCount, 'seller')} ${deleting.sellerCount === 1 ? 'has' : 'have'} ${deleting.value}; deleting it clears it from them.`
            : `No seller has ${deleting.value}.`}
        </ConfirmDialog>
      )}
    </>
  );
}

/** The add field: a refused value (already listed) shows on the field. */
function AddValueForm({ list }: { list: ValueList }) {
  const add = useAddValue(list);
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = value.trim();
    if (trimmed === '') return setProblem('Enter a value');
    add.mutate(trimmed, {
      onSuccess: () => {
        setValue('');
        setProblem(null);
      },
      onError: (error) => setProblem(serverFieldError(error, ['value'])?.message ?? null),
    });
  };
  return (
    <form onSubmit={submit} noValidate>
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <TextInput
          aria-label={`New ${list.noun}`}
          placeholder={`New ${list.noun}`}
          value={value}
          maxLength={LIST_VALUE_MAX}
          error={problem}
          onChange={(event) => {
            setValue(event.currentTarget.value);
            setProblem(null);
          }}
          style={{ flex: 1 }}
        />
        <Button type="submit" variant="light" loading={add.isPending}>
          Add
        </Button>
      </Group>
    </form>
  );
}
