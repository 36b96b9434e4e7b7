import { Group, Modal, SegmentedControl, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useAddInteraction, useEditInteraction } from '~/api/admin/customerCare';
import { serverFieldError } from '~/api/serverFieldError';
import { INTERACTION_CONTACT_MAX, INTERACTION_KINDS, INTERACTION_KIND_LABELS, INTERACTION_TEXT_MAX, type Interaction, type InteractionKind } from '~/contract';
import { SellerPicker, type PickedSeller } from '../SellerPicker';
import { DialogActions } from '~/components/DialogActions';

/** "2026-11-29T08:15" in the browser's time zone, as a datetime-local field holds it. */
function localInputValue(date: Date) {
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

const FIELDS = ['userId', 'kind', 'happenedAt', 'contact', 'text'] as const;
type Field = (typeof FIELDS)[number];

interface InteractionFormProps {
  /** The note edited; a new one when absent. */
  interaction?: Interaction;
  /** A new note's seller when the form is opened from the seller's page: no picker then. */
  seller?: PickedSeller;
  onClose(): void;
}

/** A call or an e-mail with a seller, noted or corrected in a dialog. */
export function InteractionForm({ interaction, seller: fixedSeller, onClose }: InteractionFormProps) {
  const add = useAddInteraction();
  const edit = useEditInteraction();
  const [seller, setSeller] = useState<PickedSeller | null>(
    interaction ? { id: interaction.userId, ...interaction.seller } : (fixedSeller ?? null),
  );
  const [kind, setKind] = useState<InteractionKind>(interaction?.kind ?? 'CALL');
  const [happenedAt, setHappenedAt] = useState(localInputValue(interaction ? new Date(interaction.happenedAt) : new Date()));
  const [contact, setContact] = useState(interaction?.contact ?? '');
  const [text, setText] = useState(interaction?.text ?? '');
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const pending = add.isPending || edit.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const when = new Date(happenedAt);
    const found: Partial<Record<Field, string>> = {};
    if (!seller) found.userId = 'Choose the seller';
    if (Number.isNaN(when.getTime())) found.happenedAt = 'Enter when it happened';
    else if (when.getTime() > Date.now() + 60_000) found.happenedAt = 'Must not be in the future';
    if (text.trim() === '') found.text = 'Write what was said';
    setProblems(found);
    if (Object.keys(found).length > 0 || !seller) return;
    const body = { userId: seller.id, kind, happenedAt: when.toISOString(), contact: contact.trim(), text: text.trim() };
    const onError = (error: unknown) => {
      const named = serverFieldError(error, FIELDS);
      if (named) setProblems({ [named.field]: named.message });
    };
    if (interaction) edit.mutate({ id: interaction.id, body }, { onSuccess: onClose, onError });
    else add.mutate(body, { onSuccess: onClose, onError });
  };

  return (
    <Modal opened onClose={onClose} title={interaction ? 'Edit interaction' : 'Note an interaction'} centered size="lg">
      <form onSubmit={submit} noValidate>
        <Stack>
          {fixedSeller && !interaction ? (
            <Text size="sm">
              With <strong>{fixedSeller.email}</strong>
            </Text>
          ) : (
            <SellerPicker value={seller} onChange={setSeller} error={problems.userId} />
          )}
          <Group align="flex-end" gap="sm" wrap="wrap">
            <div>
              <Text size="sm" fw={500} mb={4} id="interaction-kind">
                Kind
              </Text>
              <SegmentedControl
                aria-labelledby="interaction-kind"
                value={kind}
                onChange={(value) => setKind(value as InteractionKind)}
                data={INTERACTION_KINDS.map((value) => ({ value, label: INTERACTION_KIND_LABELS[value] }))}
              />
            </div>
            <TextInput
              type="datetime-local"
              label="When"
              value={happenedAt}
              onChange={(event) => setHappenedAt(event.currentTarget.value)}
              error={problems.happenedAt}
              w={{ base: '100%', xs: 230 }}
            />
          </Group>
          <TextInput
            label="Contact"
            description="Who was spoken to or written to, if not the seller"
            value={contact}
            maxLength={INTERACTION_CONTACT_MAX}
            onChange={(event) => setContact(event.currentTarget.value)}
            error={problems.contact}
          />
          <Textarea
            label="Note"
            required
            autosize
            minRows={3}
            maxRows={10}
            maxLength={INTERACTION_TEXT_MAX}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            error={problems.text}
            data-autofocus
          />
          <DialogActions onCancel={onClose} pending={pending} submitLabel={interaction ? 'Save' : 'Add interaction'} />
        </Stack>
      </form>
    </Modal>
  );
}
