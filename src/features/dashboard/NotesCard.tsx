import { ActionIcon, Badge, Button, Card, Checkbox, Group, Stack, Text, TextInput, Title, Tooltip } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { z } from 'zod/mini';
import { useAddNote, useDeleteNote, useSetNoteDone } from '~/api/notes/mutations';
import { noteQueries } from '~/api/notes/queries';
import { QueryStatus } from '~/components/QueryStatus';
import { NOTE_MAX_LENGTH, requiredText, type Note } from '~/contract';
import { NEW_ENTRY_EACH_SUBMIT } from '~/lib/actionGuard';
import { timeAgo } from '~/lib/dates';
import { zodFormValidator } from '~/lib/zodForm';

const noteForm = z.object({ text: requiredText(NOTE_MAX_LENGTH) });

/**
 * `notesChangedAt` moves whenever the notes change (one added, ticked or deleted): an "Is required"
 * from an earlier empty Add is about that attempt, and is cleared then rather than left standing.
 */
function AddNoteForm({ notesChangedAt }: { notesChangedAt: number }) {
  const add = useAddNote();
  const form = useForm({ initialValues: { text: '' }, validate: zodFormValidator(noteForm) });
  const { clearErrors } = form;
  useEffect(() => clearErrors(), [notesChangedAt, clearErrors]);
  // The field empties as the note is sent, so the next one can be typed at once, even while the
  // server is slow; a note the server refused comes back into the field, unless another is there.
  const sending = useRef(0);
  const send = (text: string) => {
    form.reset();
    sending.current += 1;
    add
      .mutateAsync(text)
      .catch(() => {
        if (form.getValues().text === '') form.setFieldValue('text', text);
      })
      .finally(() => {
        sending.current -= 1;
      });
  };
  // Add clicked again while its note is on the way meets the emptied field: that is the same note
  // (a double click), not an empty one to refuse.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (sending.current > 0 && form.getValues().text.trim() === '') return event.preventDefault();
    form.onSubmit((values) => send(values.text))(event);
  };
  return (
    <form onSubmit={onSubmit} noValidate {...NEW_ENTRY_EACH_SUBMIT}>
      <Group align="flex-start" gap="xs" wrap="nowrap">
        <TextInput
          flex={1}
          placeholder="Add a note, e.g. order more 4x6 labels"
          aria-label="New note"
          maxLength={NOTE_MAX_LENGTH}
          {...form.getInputProps('text')}
        />
        <Button type="submit" leftSection={<IconPlus size={16} />}>
          Add
        </Button>
      </Group>
    </form>
  );
}

function NoteRow({ note }: { note: Note }) {
  const setDone = useSetNoteDone();
  const remove = useDeleteNote();
  // The tick follows the click in the same render, held in the row until the save settles: the
  // cache's optimistic update waits for running reads to be cancelled, and the mutation's pending
  // state reaches the row a tick later, so without it the box would spring back for a moment.
  const [ticked, setTicked] = useState<boolean | null>(null);
  const done = ticked ?? note.done;
  const tick = (next: boolean) => {
    setTicked(next);
    setDone.mutate({ id: note.id, done: next }, { onSettled: () => setTicked(null) });
  };
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm" data-testid="note">
      {/* A pasted URL has no space to wrap at: it breaks anywhere, so the delete button stays on the card. */}
      <Checkbox
        miw={0}
        checked={done}
        onChange={(event) => tick(event.currentTarget.checked)}
        label={
          <Text size="sm" td={done ? 'line-through' : undefined} c={done ? 'dimmed' : undefined} style={{ overflowWrap: 'anywhere' }}>
            {note.text}
          </Text>
        }
      />
      <Group gap={4} wrap="nowrap">
        <Text size="xs" c="dimmed" visibleFrom="xs" style={{ whiteSpace: 'nowrap' }}>
          {timeAgo(note.createdAt)}
        </Text>
        <Tooltip label="Delete note">
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={`Delete note "${note.text}"`}
            loading={remove.isPending}
            onClick={() => remove.mutate(note.id)}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Tooltip>
      </Group>
    </Group>
  );
}

/** Account notes (spec 7.1): add, tick off, untick, delete. */
export function NotesCard() {
  const notes = useQuery(noteQueries.list());
  const open = notes.data?.filter((note) => !note.done).length ?? 0;
  return (
    <Card withBorder radius="lg" padding="lg">
      <Group justify="space-between" mb="md">
        <Title order={2} size="h4">
          Account notes
        </Title>
        {notes.data && <Badge variant="light">{open} open</Badge>}
      </Group>
      <Stack gap="md">
        <AddNoteForm notesChangedAt={notes.dataUpdatedAt} />
        <QueryStatus query={notes} what="notes" />
        {notes.data?.length === 0 && (
          <Text c="dimmed" size="sm" ta="center" py="md">
            No notes yet. Keep reminders for your account here.
          </Text>
        )}
        {notes.data?.map((note) => <NoteRow key={note.id} note={note} />)}
      </Stack>
    </Card>
  );
}
