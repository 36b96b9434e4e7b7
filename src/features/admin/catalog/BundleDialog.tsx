import { Alert, Checkbox, Modal, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useSaveBundle } from '~/api/admin/catalog';
import { serverFieldError } from '~/api/serverFieldError';
import { useInvalidFields } from '~/components/useInvalidFields';
import { PLAN_DESCRIPTION_MAX, PLAN_NAME_MAX, type CatalogPlan } from '~/contract/admin/catalog';
import { PRODUCT_KEYS, PRODUCT_LABELS, type ProductKey } from '~/contract/products';
import { PricesEditor, pricesProblem, pricesToSend, type PriceDraft } from './PricesEditor';
import { DialogActions } from '~/components/DialogActions';

const textProblem = (value: string, max: number, what: string) =>
  value.trim() === '' ? `Enter a ${what}` : value.trim().length > max ? `At most ${max} characters` : null;

/** A bundle made or changed: its name, what it is for, two or more products, and a price per currency. */
export function BundleDialog({ bundle, onClose }: { bundle: CatalogPlan | null; onClose(): void }) {
  const save = useSaveBundle();
  const invalid = useInvalidFields();
  const [name, setName] = useState(bundle?.name ?? '');
  const [description, setDescription] = useState(bundle?.description ?? '');
  const [products, setProducts] = useState<ProductKey[]>(bundle?.products ?? []);
  const [prices, setPrices] = useState<PriceDraft[]>(bundle?.prices ?? [{ currency: 'USD', amountCents: null }]);
  const [tried, setTried] = useState(false);
  const fromServer = serverFieldError(save.error, ['name', 'description', 'products', 'prices'] as const);
  const problems = {
    name: textProblem(name, PLAN_NAME_MAX, 'name'),
    description: textProblem(description, PLAN_DESCRIPTION_MAX, 'description'),
    products: products.length < 2 ? 'Pick at least two products' : null,
    prices: pricesProblem(prices),
  };
  const shown = (field: keyof typeof problems) => (tried ? problems[field] : null) ?? (fromServer?.field === field ? fromServer.message : null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (Object.values(problems).some(Boolean) || invalid.any) return;
    const body = { name: name.trim(), description: description.trim(), products: PRODUCT_KEYS.filter((key) => products.includes(key)), prices: pricesToSend(prices) };
    save.mutate({ id: bundle?.id ?? null, body }, { onSuccess: onClose });
  };
  return (
    <Modal opened onClose={onClose} title={bundle ? `Edit ${bundle.name}` : 'New bundle'} centered size="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput label="Name" value={name} onChange={(event) => setName(event.currentTarget.value)} error={shown('name')} data-autofocus required />
          <Textarea
            label="Description"
            description="Sellers read it on their Plans card."
            value={description}
            onChange={(event) => setDescription(event.currentTarget.value)}
            error={shown('description')}
            rows={2}
            required
          />
          <Checkbox.Group label="Products" description="A subscription to the bundle makes each of them usable." value={products} onChange={(value) => setProducts(value as ProductKey[])} error={shown('products')} required>
            <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} spacing="xs" mt="xs">
              {PRODUCT_KEYS.map((key) => (
                <Checkbox key={key} value={key} label={PRODUCT_LABELS[key]} />
              ))}
            </SimpleGrid>
          </Checkbox.Group>
          <PricesEditor prices={prices} onChange={setPrices} invalid={invalid} error={shown('prices')} />
          {bundle && bundle.subscribers > 0 && (
            <Alert color="blue" variant="light">
              {bundle.subscribers} seller{bundle.subscribers === 1 ? ' subscribes' : 's subscribe'} to this bundle: a product added or removed changes what they may use at
              once; a new price is what they pay from their next renewal.
            </Alert>
          )}
          {save.error && !fromServer && (
            <Alert color="red" role="alert">
              {save.error.message}
            </Alert>
          )}
          <DialogActions onCancel={onClose} pending={save.isPending} submitLabel={bundle ? 'Save bundle' : 'Put bundle on sale'} />
        </Stack>
      </form>
    </Modal>
  );
}
