import { z } from 'zod/mini';
import { SOUND_CHOICES } from '../constants';
import { hexColor, text } from '../fields';

/** Spec 9: a sorter has 11 gates (SORTER_GATE_COUNT), GATE_1 to GATE_11 (spec 3.4), numbered along the conveyor. */
export const GATES = ['GATE_1', 'GATE_2', 'GATE_3', 'GATE_4', 'GATE_5', 'GATE_6', 'GATE_7', 'GATE_8', 'GATE_9', 'GATE_10', 'GATE_11'] as const;
export type Gate = (typeof GATES)[number];
export const gateSchema = z.enum(GATES, { error: 'must be a gate from GATE_1 to GATE_11' });

export const gateNumber = (gate: Gate) => Number(gate.slice('GATE_'.length));

/**
 * What a gate's bin is for (spec 3.4 targetType, NONE by default). A gate marked full passes its
 * books to the next gate along with the same target; EXCEPTION is the bin for what no gate can take.
 */
export const GATE_TARGET_TYPES = ['NONE', 'FBA', 'MF', 'DONATE', 'RECYCLE', 'EXCEPTION'] as const;
export type GateTargetType = (typeof GATE_TARGET_TYPES)[number];

export const GATE_TARGET_LABELS: Record<GateTargetType, string> = {
  NONE: 'No target',
  FBA: 'Keep for FBA',
  MF: 'Keep for merchant-fulfilled',
  DONATE: 'Donate',
  RECYCLE: 'Recycle',
  EXCEPTION: 'Exception bin',
};

/** Spec 3.4 gate metadata, and whether the bin is full now. */
export const gateMetadataSchema = z.object({
  gate: gateSchema,
  /** What the bin is for, in the seller's words (may be empty). */
  tag: text().check(z.trim(), z.maxLength(30, { error: 'must have at most 30 characters' })),
  color: hexColor,
  sound: z.enum(SOUND_CHOICES, { error: 'must be one of the sound choices' }),
  targetType: z.enum(GATE_TARGET_TYPES, { error: 'must be a known target' }),
  full: z.boolean(),
});
export type GateMetadata = z.infer<typeof gateMetadataSchema>;

/**
 * Spec 3.4's fallback scenarios: every way a scan can fail to reach a rule's gate. Each is sent
 * to a gate of its own choosing (typeGateMap).
 */
export const FALLBACK_CASES = ['REJECT', 'INVALID_BARCODE', 'NO_LISTING', 'NO_SR', 'NO_SECTION', 'TIMEOUT'] as const;
export type FallbackCase = (typeof FALLBACK_CASES)[number];

export const FALLBACK_CASE_LABELS: Record<FallbackCase, string> = {
  REJECT: 'Reject',
  INVALID_BARCODE: 'Invalid Barcode',
  NO_LISTING: 'No Amazon Listing',
  NO_SR: 'No SR',
  NO_SECTION: 'No Section',
  TIMEOUT: 'Timeout',
};

export const typeGateMapSchema = z.object(
  Object.fromEntries(FALLBACK_CASES.map((fallback) => [fallback, gateSchema])) as Record<FallbackCase, typeof gateSchema>,
);
export type TypeGateMap = z.infer<typeof typeGateMapSchema>;
