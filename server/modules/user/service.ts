import { and, eq } from 'drizzle-orm';
import type { UserInfo } from '../../../src/contract';
import { PRODUCT_KEYS } from '../../../src/contract';
import type { SellerDevicePrincipal } from '../../auth/principals';
import { informalPrompts } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { notFound } from '../../http/appError';
import { toDevice } from '../devices/service';

type ProductRow = { product: string; status: string; usable: boolean };

/** Rows in the order of the product list, as billing set them (a cancelled month stays usable to its end). */
export function usageStatuses(rows: ProductRow[]): UserInfo['usageStatuses'] {
  return PRODUCT_KEYS.flatMap((product) => {
    const row = rows.find((candidate) => candidate.product === product);
    if (!row) return [];
    const status = row.status as UserInfo['usageStatuses'][number]['status'];
    return [{ product, status, usable: row.usable }];
  });
}

/** Everything comes with the principal: the auth path's one query reads it (sellerContext.ts). */
export function readUserInfo(principal: SellerDevicePrincipal): UserInfo {
  const { account, products, prompts, device } = principal;
  return {
    email: account.email,
    businessInfo: {
      userId: account.id,
      firstName: account.firstName,
      lastName: account.lastName,
      companyName: account.companyName,
    },
    usageStatuses: usageStatuses(products),
    informalPrompts: prompts.map((prompt) => ({
      id: prompt.id,
      type: prompt.type as UserInfo['informalPrompts'][number]['type'],
      status: prompt.status as UserInfo['informalPrompts'][number]['status'],
      product: prompt.product as UserInfo['informalPrompts'][number]['product'],
      freezeDate: prompt.freezeDate,
    })),
    hideSalesData: account.hideSalesData,
    internalUser: account.internalUser,
    device: toDevice(device, device.id),
    impersonation: principal.impersonation && {
      staffName: principal.impersonation.staffName,
      staffEmail: principal.impersonation.staffEmail,
      endsAt: principal.impersonation.endsAt?.toISOString() ?? null,
    },
  };
}

export async function passPrompt(deps: AppDeps, userId: number, promptId: number) {
  const updated = await deps.db
    .update(informalPrompts)
    .set({ status: 'PASSED' })
    .where(and(eq(informalPrompts.id, promptId), eq(informalPrompts.userId, userId)))
    .returning({ id: informalPrompts.id });
  if (updated.length === 0) throw notFound('The prompt');
  return null;
}
