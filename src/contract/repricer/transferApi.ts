import { z } from 'zod/mini';
import { sellerEndpoint } from '../endpoint';
import { text } from '../fields';
import { sectionSchema } from './rules';
import { groupParams, groupSectionSchema, groupType } from './views';

/**
 * A section as text (spec 7.8 transfer; the format is transfer.ts's): read a group's section as text
 * to copy it elsewhere, replace a group's section from text, or check a text without saving it.
 */

export const SECTION_TEXT_MAX = 20_000;
const serializedRepricerSection = text('is required').check(
  z.maxLength(SECTION_TEXT_MAX, { error: `must have at most ${SECTION_TEXT_MAX} characters` }),
);
const sectionText = z.object({ serializedRepricerSection });

export const repricerTransferApi = {
  groupText: sellerEndpoint({
    method: 'GET',
    path: 'repricer/:id/transfer',
    summary: 'The section a group is priced by, as text',
    products: ['REPRICER'],
    params: groupParams,
    reply: sectionText,
  }),
  replaceFromText: sellerEndpoint({
    method: 'PUT',
    path: 'repricer/:id/transfer',
    summary: "Replace the group's own section from text (ending any strategy it followed); a bad text names its lines",
    products: ['REPRICER'],
    params: groupParams,
    body: sectionText,
    reply: groupSectionSchema,
  }),
  templateText: sellerEndpoint({
    method: 'GET',
    path: 'repricer/section/transfer',
    summary: "A text to start from: the default section of a group type, or an empty section without one",
    products: ['REPRICER'],
    query: z.object({ groupType: z.optional(groupType) }),
    reply: sectionText,
  }),
  parseText: sellerEndpoint({
    method: 'POST',
    path: 'repricer/section/transfer',
    summary: 'Check a text and answer the section it describes, saving nothing',
    products: ['REPRICER'],
    body: sectionText,
    reply: z.object({ section: sectionSchema }),
  }),
};
