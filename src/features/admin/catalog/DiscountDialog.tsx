import { Alert, Checkbox, Group, Input, Modal, SegmentedControl, Select, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useSaveDiscount } from '~/api/admin/catalog';
import { serverFieldError } from '~/api/serverFieldError';
import { CountInput } from '~/components/CountInput';
import { MoneyInput } from '~/components/MoneyInput';
import { useInvalidFields } from '~/components/useInvalidFields';
import { DISCOUNT_NAME_MAX, discountAmount, discountPercent, discountPeriods, type Discount, type DiscountBody } from '~/contract/admin/discounts';
import { CURRENCIES } from '~/contract/constants';
import type { Currency } from '~/contract/currencies';
import { PRODUCT_KEYS, PRODUCT_LABELS, type ProductKey } from '~/contract/products';
import { DialogActions } from '~/components/DialogActions';

interface Draft {
  name: string;
  kind: 'PERCENT' | 'AMOUNT';
  percent: number | null;
  amountCents: number | null;
  currency: Currency;
  forAll: boolean;
  products: ProductKey[];
  forever: boolean;
  periods: number | null;
}

function draftOf(discount: Discount | null): Draft {
  const off = discount?.off;
  return {
    name: discount?.name ?? '',
    kind: off?.kind ?? 'PERCENT',
    percent: off?.kind === 'PERCENT' ? off.percent : null,
    amountCents: off?.kind === 'AMOUNT' ? off.amountCents : null,
    currency: off?.kind === 'AMOUNT' ? off.currency : 'USD',
    forAll: !discount || discount.products.length === 0,
    products: discount?.products ?? [],
    forever: discount ? discount.periods === null : false,
    periods: discount ? discount.periods : 3,
  };
}

/** What is wrong with each field before anything is sent. */
function problemsOf(draft: Draft) {
  const name = draft.name.trim();
  return {
    name: name === '' ? 'Enter a name' : name.length > DISCOUNT_NAME_MAX ? `At most ${DISCOUNT_NAME_MAX} characters` : null,
    percent: draft.kind === 'PERCENT' && draft.percent === null ? 'Enter a percent from 1 to 100' : null,
    amount: draft.kind === 'AMOUNT' && draft.amountCents === null ? 'Enter an amount' : null,
    products: !draft.forAll && draft.products.length === 0 ? 'Pick at least one product, or choose all products' : null,
    periods: !draft.forever && draft.periods === null ? 'Enter how many billing periods' : null,
  };
}

function bodyOf(draft: Draft): DiscountBody {
  return {
    name: draft.name.trim(),
    off: draft.kind === 'PERCENT' ? { kind: 'PERCENT', percent: draft.percent! } : { kind: 'AMOUNT', amountCents: draft.amountCents!, currency: draft.currency },
    products: draft.forAll ? [] : PRODUCT_KEYS.filter((key) => draft.products.includes(key)),
    periods: draft.forever ? null : draft.periods,
  };
}

/** A discount made or changed: percent or amount off, for which products, for how many paid billing periods. */
export function DiscountDialog({ discount, onClose }: { discount: Discount | null; onClose(): void }) {
  const save = useSaveDiscount();
  const invalid = useInvalidFields();
  const [draft, setDraft] = useState(() => draftOf(discount));
  const [tried, setTried] = useState(false);
  const change = (next: Partial<Draft>) => setDraft((current) => ({ ...current, ...next }));
  const problems = problemsOf(draft);
  const fromServer = serverFieldError(save.error, ['name', 'off.percent', 'off.amountCents', 'off.currency', 'products', 'periods'] as const);
  const serverSays = (field: string) => (fromServer?.field === field ? fromServer.message : null);
  const shown = (field: keyof typeof problems) => (tried ? problems[field] : null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (Object.values(problems).some(Boolean) || invalid.any) return;
    save.mutate({ id: discount?.id ?? null, body: bodyOf(draft) }, { onSuccess: onClose });
  };
  return (
    <Modal opened onClose={onClose} title={discount ? `Edit ${discount.name}` : 'New discount'} centered size="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput label="Name" description="Sellers read it on their invoices." value={draft.name} onChange={(event) => change({ name: event.currentTarget.value })} error={shown('name') ?? serverSays('name')} data-autofocus required />
          <Stack gap={4}>
            <Input.Label id="discount-kind">Takes off</Input.Label>
            <SegmentedControl
              aria-labelledby="discount-kind"
              value={draft.kind}
              onChange={(kind) => change({ kind: kind as Draft['kind'] })}
              data={[
                { value: 'PERCENT', label: 'A percent' },
                { value: 'AMOUNT', label: 'An amount' },
              ]}
              w="fit-content"
            />
          </Stack>
          {draft.kind === 'PERCENT' ? (
            <CountInput
              label="Percent off"
              rule={discountPercent}
              value={draft.percent}
              onChange={(percent) => change({ percent })}
              onValidityChange={invalid.track('percent')}
              error={shown('percent') ?? serverSays('off.percent')}
              rightSection={<Text size="sm" c="dimmed">%</Text>}
              w={160}
            />
          ) : (
            <Group gap="xs" align="flex-start">
              <Select
                label="Currency"
                description="It fits charges in this currency"
                data={[...CURRENCIES]}
                value={draft.currency}
                onChange={(value) => value && change({ currency: value as Currency })}
                allowDeselect={false}
                searchable
                error={serverSays('off.currency')}
                w={140}
              />
              <MoneyInput
                label="Amount off"
                description="A month's price at most"
                currency={draft.currency}
                rule={discountAmount}
                value={draft.amountCents}
                onChange={(amountCents) => change({ amountCents })}
                onValidityChange={invalid.track('amount')}
                error={shown('amount') ?? serverSays('off.amountCents')}
                w={180}
              />
            </Group>
          )}
          <Stack gap="xs">
            <Switch label="For every product" checked={draft.forAll} onChange={(event) => change({ forAll: event.currentTarget.checked })} />
            {!draft.forAll && (
              <Checkbox.Group
                label="For these products"
                description="A bundle gets it when every product of the bundle is picked."
                value={draft.products}
                onChange={(value) => change({ products: value as ProductKey[] })}
                error={shown('products') ?? serverSays('products')}
              >
                <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} spacing="xs" mt="xs">
                  {PRODUCT_KEYS.map((key) => (
                    <Checkbox key={key} value={key} label={PRODUCT_LABELS[key]} />
                  ))}
                </SimpleGrid>
              </Checkbox.Group>
            )}
          </Stack>
          <Stack gap="xs">
            <Switch label="For ever" description="Every paid invoice carries it until it is unassigned." checked={draft.forever} onChange={(event) => change({ forever: event.currentTarget.checked })} />
            {!draft.forever && (
              <CountInput
                label="Billing periods"
                description="Paid invoices it takes something off, per seller"
                rule={discountPeriods}
                value={draft.periods}
                onChange={(periods) => change({ periods })}
                onValidityChange={invalid.track('periods')}
                error={shown('periods') ?? serverSays('periods')}
                w={200}
              />
            )}
          </Stack>
          {discount && discount.assignedCount > 0 && (
            <Alert color="blue" variant="light">
              {discount.assignedCount} seller{discount.assignedCount === 1 ? ' holds' : 's hold'} this discount: their charges from now on use the changed one.
            </Alert>
          )}
          {save.error && !fromServer && (
            <Alert color="red" role="alert">
              {save.error.message}
            </Alert>
          )}
          <DialogActions onCancel={onClose} pending={save.isPending} submitLabel={discount ? 'Save discount' : 'Create discount'} />
        </Stack>
      </form>
    </Modal>
  );
}
