import { Button } from '@mantine/core';
import { useState } from 'react';
import { useSetOnSale } from '~/api/admin/catalog';
import { ConfirmDialog } from '~/components/ConfirmDialog';
import type { CatalogPlan } from '~/contract/admin/catalog';

/** Takes a plan off sale (asked once more: sellers stop seeing it) or puts it back on sale. */
export function SaleToggle({ plan, offLabel = 'Take off sale' }: { plan: CatalogPlan; offLabel?: string }) {
  const toggle = useSetOnSale();
  const [confirming, setConfirming] = useState(false);
  if (!plan.onSale) {
    return (
      <Button size="xs" variant="light" loading={toggle.isPending} onClick={() => toggle.mutate({ id: plan.id, onSale: true })} aria-label={`Put on sale: ${plan.name}`}>
        Put on sale
      </Button>
    );
  }
  return (
    <>
      <Button size="xs" variant="subtle" color="red" onClick={() => setConfirming(true)} aria-label={`${offLabel}: ${plan.name}`}>
        {offLabel}
      </Button>
      {confirming && (
        <ConfirmDialog
          title={`${offLabel}: ${plan.name}?`}
          confirmLabel={offLabel}
          cancelLabel="Keep it on sale"
          pending={toggle.isPending}
          error={toggle.error?.message ?? null}
          onConfirm={() => toggle.mutate({ id: plan.id, onSale: false }, { onSuccess: () => setConfirming(false) })}
          onClose={() => setConfirming(false)}
        >
          Sellers will no longer see {plan.name} on their Plans card or subscribe to it. Its {plan.subscribers} running subscription
          {plan.subscribers === 1 ? '' : 's'} keep renewing. You can put it back on sale at any time.
        </ConfirmDialog>
      )}
    </>
  );
}
