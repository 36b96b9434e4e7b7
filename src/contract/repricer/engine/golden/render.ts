import { landedPrice, type Offer, type StockSku } from '../../market';
import type { Section } from '../../rules';
import type { RepricerSettings } from '../../settings';
import { formatSection } from '../../transfer';
import type { ComparedFigure, RepricingDecision } from '../decision';
import type { PricingInput } from '../priceSku';

/**
 * The golden trails as markdown a reviewer reads top to bottom: each case's section (in transfer
 * text), SKU, offers and settings that differ from the tests' defaults, then the decision and its trail.
 */

const indent = (text: string) => text.trimEnd().split('\n').map((line) => `    ${line}`).join('\n');

function skuLine(sku: StockSku): string {
  const figure = (label: string, value: number | null, unit = '') => `${label} ${value === null ? '-' : `${value}${unit}`}`;
  return [
    `${sku.sku} ${sku.channel} ${sku.condition}/${sku.subCondition}`,
    figure('price', sku.price),
    figure('min', sku.minPrice),
    figure('max', sku.maxPrice),
    figure('list', sku.listPrice),
    figure('rank', sku.salesRank),
    figure('sold', sku.soldDays, 'd'),
    figure('age', sku.ageDays, 'd'),
  ].join(', ');
}

function offerLine(offer: Offer, sellerId: string): string {
  const flags = [offer.buyBox ? 'buy box' : null, offer.sellerId === sellerId ? 'mine' : null].filter(Boolean);
  const name = offer.sellerName === `Seller ${offer.sellerId}` ? '' : ` "${offer.sellerName}"`;
  return (
    `${offer.sellerId}${name} ${offer.channel} ${offer.condition}/${offer.subCondition} ` +
    `${offer.price}+${offer.shipping}=${landedPrice(offer)}, feedback ${offer.feedbackRating}% of ${offer.feedbackCount}` +
    (flags.length > 0 ? ` (${flags.join(', ')})` : '')
  );
}

function comparedText(figure: ComparedFigure): string {
  return `${figure.field} ${String(figure.actual)} ${figure.op} ${String(figure.bound)} ${figure.holds ? 'holds' : 'fails'}`;
}

function settingsDiff(settings: RepricerSettings, base: RepricerSettings): string[] {
  return (Object.keys(settings) as (keyof RepricerSettings)[])
    .filter((key) => JSON.stringify(settings[key]) !== JSON.stringify(base[key]))
    .map((key) => `${key}: ${JSON.stringify(settings[key])}`);
}

function sectionText(section: Section | null): string {
  return section === null ? '(no section)' : formatSection(section);
}

export function renderCase(name: string, input: PricingInput, decision: RepricingDecision, base: RepricerSettings): string {
  const settings = settingsDiff(input.settings, base);
  const out = [
    `## ${name}`,
    '',
    'Section:',
    '',
    indent(sectionText(input.section)),
    '',
    `SKU: ${skuLine(input.sku)}`,
    '',
    'Offers:',
    ...(input.offers.length === 0 ? ['- none'] : input.offers.map((each) => `- ${offerLine(each, input.sellerId)}`)),
    ...(settings.length > 0 ? ['', 'Settings:', ...settings.map((line) => `- ${line}`)] : []),
    '',
    `Decision: ${decision.previousPrice} -> ${decision.newPrice}, ${decision.state} / ${decision.code}, outcome ${decision.outcome}` +
      `${decision.failure ? `, failure ${decision.failure}` : ''}${decision.lineId ? `, line ${decision.lineId}` : ''}`,
    `Reasons: ${decision.reasons.join(', ') || '-'}`,
    ...(decision.note ? [`Note: ${decision.note}`] : []),
    '',
    'Trail:',
    ...(decision.trail.length === 0 ? ['- (no line tried)'] : decision.trail.map((line) => {
      const compared = line.compared.length > 0 ? `: ${line.compared.map(comparedText).join('; ')}` : '';
      return `- ${line.lineId} ${line.check}${compared}${line.note ? ` -> ${line.note}` : ''}`;
    })),
    'Guards:',
    ...(decision.guards.length === 0 ? ['- (none: the price is held)'] : decision.guards.map(
      (step) => `- ${step.guard} ${step.bound}: ${step.before} -> ${step.after}${step.before === step.after ? '' : ' (clamped)'}`,
    )),
    '',
  ];
  return out.join('\n');
}
