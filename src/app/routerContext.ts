import type { QueryClient } from '@tanstack/react-query';
import type { AdminSession } from '~/api/session/adminSession';
import type { SellerSession } from '~/api/session/sellerSession';

export interface RouterContext {
  queryClient: QueryClient;
  session: SellerSession;
  adminSession: AdminSession;
  logoutSeller(options?: { deviceRemoved?: boolean; returnHere?: boolean }): void;
  logoutAdmin(): void;
}
