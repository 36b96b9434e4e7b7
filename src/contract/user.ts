import { z } from 'zod/mini';
import { sellerEndpoint } from './endpoint';
import { isoDate, recordId } from './fields';
import { productKey, subscriptionStatus } from './products';
import { deviceSchema } from './devices';
import { impersonationSchema } from './impersonation';

export const usageStatusSchema = z.object({
  product: productKey,
  status: subscriptionStatus,
  usable: z.boolean(),
});
export type UsageStatus = z.infer<typeof usageStatusSchema>;

export const INFORMAL_PROMPT_TYPES = ['SUBSCRIPTION_ABOUT_TO_FREEZE'] as const;
export const informalPromptSchema = z.object({
  id: z.int(),
  type: z.enum(INFORMAL_PROMPT_TYPES),
  status: z.enum(['ACTIVE', 'PASSED']),
  product: productKey,
  freezeDate: isoDate,
});
export type InformalPrompt = z.infer<typeof informalPromptSchema>;

/** Reply of GET user: what the app reads (spec 3.1) plus the device this browser is. */
export const userInfoSchema = z.object({
  email: z.string(),
  businessInfo: z.object({
    userId: z.int(),
    firstName: z.string(),
    lastName: z.string(),
    companyName: z.nullable(z.string()),
  }),
  usageStatuses: z.array(usageStatusSchema),
  informalPrompts: z.array(informalPromptSchema),
  /** Sales figures are hidden for some accounts (spec 3.1); the server decides which. */
  hideSalesData: z.boolean(),
  /** Staff accounts that test the product from the seller side (spec 6). */
  internalUser: z.boolean(),
  device: deviceSchema,
  /** Set when staff opened this session as the seller (admin area, login as user): the app shows a banner. */
  impersonation: z.nullable(impersonationSchema),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

export const userApi = {
  me: sellerEndpoint({
    method: 'GET',
    path: 'user',
    summary: 'Read the signed-in seller, products and prompts',
    reply: userInfoSchema,
  }),
  passPrompt: sellerEndpoint({
    method: 'PUT',
    path: 'informal-prompt/:id/pass',
    summary: 'Dismiss an informal prompt for good',
    params: z.object({ id: recordId }),
  }),
};
