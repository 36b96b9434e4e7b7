import { priceSourceMismatch } from '~/components/profitRule/ruleLimits';
import { DEFAULT_PRICE_SOURCE, triggerInputSchema, triggerRuleFields, type Trigger, type TriggerInput } from '~/contract/bookzy';
import { zodFormValidator } from '~/lib/zodForm';

export { priceSourceOptions, withChannel } from '~/components/profitRule/ruleLimits';

/** Distinct at a glance on the scan screen, where the verdict shows the trigger's colour. */
export const TRIGGER_SWATCHES = ['#2f9e44', '#1c7ed6', '#f08c00', '#e03131', '#7048e8', '#0c8599', '#d6336c', '#495057'];

/**
 * The colours a new trigger starts with: ones that read as "keep it" on the scan screen. Red and
 * pink look like the reject card, grey like an invalid code and orange like a scan waiting for the
 * network; a seller may still pick them, but never gets them without asking.
 */
export const ACCEPT_SWATCHES = ['#2f9e44', '#1c7ed6', '#0c8599', '#7048e8'];

const checkSchema = zodFormValidator(triggerInputSchema);

/**
 * The form checks what the server checks (the contract's own schema), and that the price fits the
 * channel, which only an older trigger can break: the form never offers a price that does not fit.
 */
export function validateTrigger(values: TriggerInput): Record<string, string> {
  const errors = checkSchema(values);
  const mismatch = errors.channel || errors.priceSource ? null : priceSourceMismatch(values);
  if (mismatch) errors.priceSource = mismatch;
  return errors;
}

/** The least used of the accept colours, the first of them on a tie. */
function freshAcceptColour(usedColours: readonly string[]): string {
  const uses = (colour: string) => usedColours.filter((used) => used.toLowerCase() === colour).length;
  return ACCEPT_SWATCHES.reduce((best, colour) => (uses(colour) < uses(best) ? colour : best));
}

/** A new trigger starts with an accept colour its siblings use least, and a modest profit floor. */
export function newTriggerValues(usedColours: readonly string[]): TriggerInput {
  return {
    name: '',
    colorCode: freshAcceptColour(usedColours),
    channel: 'MF',
    priceSource: DEFAULT_PRICE_SOURCE.MF,
    minProfit: 300,
    maxSalesRank: null,
    maxOffers: null,
    minPrice: null,
  };
}

export function triggerValues(trigger: Trigger): TriggerInput {
  const { name, colorCode, channel, priceSource, minProfit, maxSalesRank, maxOffers, minPrice } = trigger;
  return { name, colorCode, channel, priceSource, minProfit, maxSalesRank, maxOffers, minPrice };
}

/**
 * The server names fields in its validation message ("name is required; minPrice must be at most
 * 10000000."): those sentences go under their fields, anything else stays a message for the form.
 */
export function serverErrors(message: string): { fields: Record<string, string>; general: string | null } {
  const fields: Record<string, string> = {};
  const general: string[] = [];
  for (const sentence of message.replace(/\.$/, '').split('; ')) {
    const match = /^(\w+):? (.+)$/.exec(sentence);
    if (match && match[1]! in triggerRuleFields) {
      fields[match[1]!] = match[2]!.charAt(0).toUpperCase() + match[2]!.slice(1);
    } else {
      general.push(sentence);
    }
  }
  return { fields, general: general.length ? `${general.join('; ')}.` : null };
}
