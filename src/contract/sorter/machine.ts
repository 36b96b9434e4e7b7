import { z } from 'zod/mini';
import { sellerEndpoint } from '../endpoint';
import { isoDateTime, recordId, requiredText } from '../fields';
import { GATE_TARGET_TYPES, gateSchema } from './gates';
import { SOUND_CHOICES } from '../constants';
import { gateDecisionSchema, sorterCode } from './scans';

/**
 * The machine API (spec 7.4 external/sorter/test and v2): a sorter's controller asks which gate a
 * code goes to. It signs with a key the seller made for it (header SORTER_KEY_HEADER), never a
 * seller's session: a key can be revoked alone, and a revoked key is refused at once.
 */

const SORTER: ['SORTER'] = ['SORTER'];

export const SORTER_KEY_HEADER = 'x-sorter-key';
export const SORTER_KEY_NAME_MAX = 40;
export const SORTER_KEYS_MAX = 20;

export const sorterKeySchema = z.object({
  id: z.int(),
  name: z.string(),
  /** The first characters of the key, to tell keys apart; the whole key is shown only once. */
  prefix: z.string(),
  createdAt: isoDateTime,
  lastUsedAt: z.nullable(isoDateTime),
  revokedAt: z.nullable(isoDateTime),
});
export type SorterKey = z.infer<typeof sorterKeySchema>;

export const sorterMachineKeysApi = {
  list: sellerEndpoint({
    method: 'GET',
    path: 'sorter/machine/key',
    summary: "The seller's machine keys, newest first, revoked ones included",
    products: SORTER,
    reply: z.array(sorterKeySchema),
  }),
  create: sellerEndpoint({
    method: 'POST',
    path: 'sorter/machine/key',
    summary: 'Make a machine key; the reply is the only time the whole key is shown',
    ownerOnly: true,
    products: SORTER,
    body: z.object({ name: requiredText(SORTER_KEY_NAME_MAX) }),
    reply: z.object({ key: sorterKeySchema, secret: z.string() }),
  }),
  revoke: sellerEndpoint({
    method: 'DELETE',
    path: 'sorter/machine/key/:id',
    summary: 'Revoke a machine key: the sorter using it is refused from now on',
    ownerOnly: true,
    products: SORTER,
    params: z.object({ id: recordId }),
    reply: sorterKeySchema,
  }),
};

const machineQuery = z.object({ code: sorterCode });

/** A gate with what the controller shows or plays for it. */
const gateAnswer = {
  gate: gateSchema,
  gateNumber: z.int(),
  tag: z.string(),
  color: z.string(),
  sound: z.enum(SOUND_CHOICES),
  targetType: z.enum(GATE_TARGET_TYPES),
  /** Server time spent deciding, in milliseconds. */
  tookMs: z.number(),
};

export const sorterMachineApi = {
  test: sellerEndpoint({
    method: 'GET',
    path: 'external/sorter/test',
    summary: 'Which gate a code goes to, recording nothing (the tester page and a controller being set up)',
    access: 'machine',
    products: SORTER,
    query: machineQuery,
    reply: z.object(gateAnswer),
  }),
  decideV2: sellerEndpoint({
    method: 'GET',
    path: 'external/sorter/test/v2',
    summary: "The gate for a code with the whole decision (rule, fallback, redirect, figures); recorded in the analytics",
    access: 'machine',
    products: SORTER,
    query: machineQuery,
    reply: z.object({ ...gateAnswer, decision: gateDecisionSchema }),
  }),
};
