import { triggerInputSchema, triggerRuleFields, type Trigger, type TriggerInput } from '~/contract/bookzy';
import { zodFormValidator } from '~/lib/zodForm';

/** Distinct at a glance on the scan screen, where the verdict shows the trigger's colour. */
export const TRIGGER_SWATCHES = ['#2f9e44', '#1c7ed6', '#f08c00', '#e03131', '#7048e8', '#0c8599', '#d6336c', '#495057'];

/** The form checks what the server checks: the contract's own schema. */
export const validateTrigger = zodFormValidator(triggerInputSchema);

/** A new trigger starts with a colour its siblings do not use yet and a modest profit floor. */
export function newTriggerValues(usedColours: readonly string[]): TriggerInput {
  const used = new Set(usedColours.map((colour) => colour.toLowerCase()));
  return {
    name: '',
    colorCode: TRIGGER_SWATCHES.find((colour) => !used.has(colour)) ?? TRIGGER_SWATCHES[0]!,
    channel: 'MF',
    priceSource: 'LOWEST_USED',
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
