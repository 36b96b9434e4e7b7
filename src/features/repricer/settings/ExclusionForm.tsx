import { Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useSaveExclusion } from '~/api/repricer/mutations';
import { sellerExclusionInput, type SellerExclusionView } from '~/contract/repricer/views';
import { DialogActions } from '~/components/DialogActions';

interface ExclusionFormProps {
  /** null adds a new exclusion. */
  editing: SellerExclusionView | null;
  onDone(): void;
}

/** Add or change one excluded seller; the contract's schema checks it before anything is sent. */
export function ExclusionForm({ editing, onDone }: ExclusionFormProps) {
  const [sellerName, setSellerName] = useState(editing?.sellerName ?? '');
  const [sellerId, setSellerId] = useState(editing?.sellerId ?? '');
  const [note, setNote] = useState(editing?.note ?? '');
  const [tried, setTried] = useState(false);
  const save = useSaveExclusion();
  const parsed = sellerExclusionInput.safeParse({ sellerName, sellerId, note });
  const errorOf = (field: string) => (tried && !parsed.success ? parsed.error.issues.find((issue) => issue.path[0] === field)?.message : undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (parsed.success) save.mutate({ id: editing?.id ?? null, input: { sellerName, sellerId, note } }, { onSuccess: onDone });
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs">
        <TextInput label="Seller name" required value={sellerName} onChange={(event) => setSellerName(event.currentTarget.value)} error={errorOf('sellerName')} data-autofocus />
        <TextInput label="Marketplace seller id" description="Optional: matches the seller even after a name change." value={sellerId} onChange={(event) => setSellerId(event.currentTarget.value)} error={errorOf('sellerId')} />
        <TextInput label="Note" value={note} onChange={(event) => setNote(event.currentTarget.value)} error={errorOf('note')} />
        <DialogActions onCancel={onDone} pending={save.isPending} submitLabel={editing ? 'Save seller' : 'Exclude seller'} />
      </Stack>
    </form>
  );
}
