import { and, asc, eq } from 'drizzle-orm';
import type { UserInfo } from '../../../src/contract';
import { PRODUCT_KEYS } from '../../../src/contract';
import { informalPrompts, userProducts, users } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { notFound } from '../../http/appError';
import { findDevice, toDevice } from '../devices/service';

type ProductRow = { product: string; status: string };

/** Rows in the order of the product list; a product is usable while its subscription is ACTIVE. */
export function usageStatuses(rows: ProductRow[]): UserInfo['usageStatuses'] {
  return PRODUCT_KEYS.flatMap((product) => {
    const row = rows.find((candidate) => candidate.product === product);
    if (!row) return [];
    const status = row.status as UserInfo['usageStatuses'][number]['status'];
    return [{ product, status, usable: status === 'ACTIVE' }];
  });
}

export async function readUserInfo(deps: AppDeps, userId: number, deviceId: string): Promise<UserInfo> {
  const [[user], products, prompts, device] = await Promise.all([
    deps.db.select().from(users).where(eq(users.id, userId)),
    deps.db.select().from(userProducts).where(eq(userProducts.userId, userId)),
    deps.db
      .select()
      .from(informalPrompts)
      .where(and(eq(informalPrompts.userId, userId), eq(informalPrompts.status, 'ACTIVE')))
      .orderBy(asc(informalPrompts.freezeDate)),
    findDevice(deps, userId, deviceId),
  ]);
  if (!user || !device) throw notFound('The account');
  return {
    email: user.email,
    businessInfo: {
      userId: user.id,
      firstName: user.firstName,
      lastName: user.lastName,
      companyName: user.companyName,
    },
    usageStatuses: usageStatuses(products),
    informalPrompts: prompts.map((prompt) => ({
      id: prompt.id,
      type: prompt.type as UserInfo['informalPrompts'][number]['type'],
      status: prompt.status as UserInfo['informalPrompts'][number]['status'],
      product: prompt.product as UserInfo['informalPrompts'][number]['product'],
      freezeDate: prompt.freezeDate,
    })),
    hideSalesData: user.hideSalesData,
    internalUser: user.internalUser,
    device: toDevice(device, deviceId),
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
