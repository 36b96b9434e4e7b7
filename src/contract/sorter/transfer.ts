import { z } from 'zod/mini';
import { sellerEndpoint } from '../endpoint';
import { text } from '../fields';
import { gateMetadataSchema } from './gates';
import { fallbackSettingsSchema } from './api';
import { SORTER_RULES_MAX, SORTER_SECTIONS_MAX, SORTER_SECTION_NAME_MAX, sorterRuleInputSchema } from './sections';
import { requiredText } from '../fields';
import { sorterSettingsSchema } from './settings';

/**
 * The whole sorter configuration as one file (spec 7.4 sorter/transfer): gates, fallbacks, settings
 * and every section with its rules. Exporting then importing gives the same configuration; the
 * file is JSON so a person can read it and another Folio account can take it whole.
 */

const SORTER: ['SORTER'] = ['SORTER'];

export const SORTER_TRANSFER_FORMAT = 'folio-sorter';
export const SORTER_TRANSFER_VERSION = 1;
/**
 * Characters of a configuration file: the largest configuration (50 sections of 200 rules, every
 * name and tag at its longest) is about 3.5 million as exported, so any export can be imported.
 */
export const SORTER_TRANSFER_MAX = 4_000_000;

export const sorterTransferSchema = z.object({
  format: z.literal(SORTER_TRANSFER_FORMAT, { error: `must be "${SORTER_TRANSFER_FORMAT}"` }),
  version: z.literal(SORTER_TRANSFER_VERSION, { error: `must be ${SORTER_TRANSFER_VERSION}` }),
  gates: z.array(gateMetadataSchema),
  fallbacks: fallbackSettingsSchema,
  settings: sorterSettingsSchema,
  sections: z
    .array(
      z.object({
        name: requiredText(SORTER_SECTION_NAME_MAX),
        active: z.boolean(),
        rules: z.array(sorterRuleInputSchema).check(z.maxLength(SORTER_RULES_MAX, { error: `must have at most ${SORTER_RULES_MAX} rules` })),
      }),
    )
    .check(z.maxLength(SORTER_SECTIONS_MAX, { error: `must have at most ${SORTER_SECTIONS_MAX} sections` })),
});
export type SorterTransfer = z.infer<typeof sorterTransferSchema>;

const transferFile = z.object({
  file: text('is required').check(
    z.minLength(1, { error: 'is empty' }),
    z.maxLength(SORTER_TRANSFER_MAX, { error: `must have at most ${SORTER_TRANSFER_MAX} characters` }),
  ),
});

export const sorterTransferApi = {
  exportAll: sellerEndpoint({
    method: 'GET',
    path: 'sorter/transfer',
    summary: 'The whole sorter configuration as a file: gates, fallbacks, settings, sections and rules',
    products: SORTER,
    reply: transferFile,
  }),
  importAll: sellerEndpoint({
    method: 'PUT',
    path: 'sorter/transfer',
    summary: "Replace the whole sorter configuration from a file, all or nothing; a bad file names what is wrong",
    products: SORTER,
    body: transferFile,
    reply: transferFile,
  }),
};
