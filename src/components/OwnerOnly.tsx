import { Alert } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useCurrentSeller } from './shell/useCurrentSeller';

/** The staff member signed in as the seller (admin area, login as user), or null in the seller's own session. */
export function useImpersonation() {
  return useCurrentSeller()?.impersonation ?? null;
}

/**
 * What only the seller may change (the password, cards, machine keys: the contract's ownerOnly
 * calls). In a staff session the controls stay visible but disabled, under a sentence that says
 * why; the server refuses those calls anyway.
 */
export function OwnerOnly({ what, children }: { what: string; children: ReactNode }) {
  const impersonation = useImpersonation();
  if (!impersonation) return <>{children}</>;
  return (
    <>
      <Alert color="grape" variant="light" icon={<IconLock size={18} />} mb="sm" data-testid="owner-only">
        {impersonation.staffName} is signed in as the seller: {what} can only be changed by the seller.
      </Alert>
      <fieldset disabled style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
        {children}
      </fieldset>
    </>
  );
}
