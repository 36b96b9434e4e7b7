import { z } from 'zod/mini';
import { TRIGGER_LIMITS } from '../bookzy/profit';
import { sellerEndpoint } from '../endpoint';
import { gateMetadataSchema, gateSchema, typeGateMapSchema } from './gates';

const SORTER: ['SORTER'] = ['SORTER'];

export const gateMetadataInputSchema = z.omit(gateMetadataSchema, { gate: true });
export type GateMetadataInput = z.infer<typeof gateMetadataInputSchema>;

/** Spec 3.4's fallback scenarios as the seller sets them: a gate per case, and rejects split by reason. */
export const fallbackSettingsSchema = z.object({
  typeGateMap: typeGateMapSchema,
  /** The gate for rejects whose main reason is this limit; a reason left out goes to REJECT's gate. */
  rejectBreakdown: z.partialRecord(z.enum(TRIGGER_LIMITS, { error: 'must be a rule limit' }), gateSchema),
});
export type FallbackSettings = z.infer<typeof fallbackSettingsSchema>;

const gateParams = z.object({ gate: gateSchema });

/** Spec 7.4: the sorter's gates and fallbacks. */
export const sorterGatesApi = {
  gates: sellerEndpoint({
    method: 'GET',
    path: 'sorter/gate/metadata',
    summary: 'Every gate, GATE_1 to GATE_11, with its tag, colour, sound, target and whether it is full',
    products: SORTER,
    reply: z.array(gateMetadataSchema),
  }),
  updateGate: sellerEndpoint({
    method: 'PUT',
    path: 'sorter/gate/metadata/:gate',
    summary: "Set one gate's tag, colour, sound, target and fullness",
    products: SORTER,
    params: gateParams,
    body: gateMetadataInputSchema,
    reply: gateMetadataSchema,
  }),
  fallbacks: sellerEndpoint({
    method: 'GET',
    path: 'sorter/action/default',
    summary: "The gate of each fallback scenario and the reject breakdown",
    products: SORTER,
    reply: fallbackSettingsSchema,
  }),
  updateFallbacks: sellerEndpoint({
    method: 'PUT',
    path: 'sorter/action/default',
    summary: 'Set the gate of every fallback scenario and the reject breakdown, all at once',
    products: SORTER,
    body: fallbackSettingsSchema,
    reply: fallbackSettingsSchema,
  }),
};
