import {
  COMPARISONS,
  COMPETITOR_CHANNELS,
  FLAG_FIELDS,
  MATCH_SCOPES,
  NUMBER_FIELDS,
  NO_ADJUSTMENT,
  type Adjustment,
  type Comparison,
  type Competition,
  type Condition,
  type RuleAction,
  type RuleLine,
} from './rules';

/**
 * One rule line as a line of text, both ways:
 *   fba-low: IF salesRank <= 1000000 AND soldDays >= 30 AMONG FBA FEEDBACK >= 90 THEN match CONDITION -1c
 * Cents carry a "c", percents a "%" (up to two decimals); yes/no flags read "buyBoxOwned = yes".
 * The parser throws LineError with what is wrong; transfer.ts adds the line number.
 */
export class LineError extends Error {}

const WHOLE = /^[+-]?\d+$/;

function formatAdjustment(adjust: Adjustment): string {
  if (adjust.unit === 'CENTS') return adjust.amount === 0 ? '' : ` ${adjust.amount < 0 ? '-' : '+'}${Math.abs(adjust.amount)}c`;
  const sign = adjust.amount < 0 ? '-' : '+';
  const whole = Math.abs(adjust.amount);
  const decimals = whole % 100 === 0 ? '' : `.${String(whole % 100).padStart(2, '0').replace(/0$/, '')}`;
  return ` ${sign}${Math.floor(whole / 100)}${decimals}%`;
}

export function formatAction(action: RuleAction): string {
  switch (action.kind) {
    case 'MATCH':
      return `match ${action.scope}${formatAdjustment(action.adjust)}`;
    case 'BEAT_BUY_BOX':
      return `beat buybox ${action.by}c`;
    case 'FIXED':
      return `fixed ${action.price}c`;
    case 'TARGET_MARKETPLACE':
      return `target marketplace${formatAdjustment(action.adjust)}`;
    default:
      return action.kind.toLowerCase();
  }
}

function formatCondition(condition: Condition): string {
  const value = typeof condition.value === 'boolean' ? (condition.value ? 'yes' : 'no') : String(condition.value);
  return `${condition.field} ${condition.op} ${value}`;
}

function formatCompetition(competition: Competition): string {
  const { channel, minFeedbackRating, minFeedbackCount } = competition;
  if (channel === 'ANY' && minFeedbackRating === null && minFeedbackCount === null) return '';
  const rating = minFeedbackRating === null ? '' : ` FEEDBACK >= ${minFeedbackRating}`;
  const count = minFeedbackCount === null ? '' : ` RATINGS >= ${minFeedbackCount}`;
  return ` AMONG ${channel}${rating}${count}`;
}

export function formatLine(line: RuleLine): string {
  const when = line.when.length === 0 ? '' : ` IF ${line.when.map(formatCondition).join(' AND ')}`;
  return `${line.id}:${when}${formatCompetition(line.competition)} THEN ${formatAction(line.then)}`;
}

function wholeNumber(token: string | undefined, what: string): number {
  if (token === undefined || !WHOLE.test(token)) throw new LineError(`"${what}" is not a number`);
  return Number(token);
}

function parseCents(token: string | undefined, what: string): number {
  if (token === undefined || !/^\d+c$/.test(token)) throw new LineError(`"${what}" is not an amount in cents like 1299c`);
  return Number(token.slice(0, -1));
}

function parseAdjustment(token: string | undefined): Adjustment {
  if (token === undefined) return NO_ADJUSTMENT;
  if (/^[+-]\d+c$/.test(token)) return { unit: 'CENTS', amount: Number(token.slice(0, -1)) };
  if (/^[+-]\d+(\.\d{1,2})?%$/.test(token)) return { unit: 'PERCENT', amount: Math.round(Number(token.slice(0, -1)) * 100) };
  throw new LineError(`"${token}" is not an adjustment like -1c or +2.5%`);
}

function parseCondition(tokens: string[]): Condition {
  const text = tokens.join(' ');
  if (tokens.length !== 3) throw new LineError(`"${text}" is not a condition like salesRank <= 1000000`);
  const [field, op, value] = tokens as [string, string, string];
  if ((FLAG_FIELDS as readonly string[]).includes(field)) {
    if (op !== '=' || (value !== 'yes' && value !== 'no')) throw new LineError(`"${text}" must read ${field} = yes or ${field} = no`);
    return { field: field as Condition['field'], op: '=', value: value === 'yes' } as Condition;
  }
  if (!(NUMBER_FIELDS as readonly string[]).includes(field)) {
    throw new LineError(`"${field}" is not a known figure (${[...NUMBER_FIELDS, ...FLAG_FIELDS].join(', ')})`);
  }
  if (!(COMPARISONS as readonly string[]).includes(op)) throw new LineError(`"${text}": "${op}" is not one of ${COMPARISONS.join(' ')}`);
  return { field: field as Condition['field'], op: op as Comparison, value: wholeNumber(value, text) } as Condition;
}

function parseCompetition(tokens: string[]): Competition {
  const [channel, ...rest] = tokens;
  if (!(COMPETITOR_CHANNELS as readonly string[]).includes(channel ?? '')) {
    throw new LineError(`"AMONG ${channel ?? ''}" must name ANY, FBA or MFN`);
  }
  const competition: Competition = { channel: channel as Competition['channel'], minFeedbackRating: null, minFeedbackCount: null };
  for (let index = 0; index < rest.length; index += 3) {
    const [word, op, value] = rest.slice(index, index + 3);
    const text = rest.slice(index, index + 3).join(' ');
    if (op !== '>=' || (word !== 'FEEDBACK' && word !== 'RATINGS')) throw new LineError(`"${text}" is not FEEDBACK >= n or RATINGS >= n`);
    const number = wholeNumber(value, text);
    if (word === 'FEEDBACK') competition.minFeedbackRating = number;
    else competition.minFeedbackCount = number;
  }
  return competition;
}

export function parseAction(tokens: string[]): RuleAction {
  const [verb, ...rest] = tokens;
  const text = tokens.join(' ');
  const done = <T>(action: T, used: number): T => {
    if (rest.length > used) throw new LineError(`"${text}" has more than the action needs`);
    return action;
  };
  switch (verb) {
    case 'match':
      if (!(MATCH_SCOPES as readonly string[]).includes(rest[0] ?? '')) throw new LineError(`"${text}" must name one of ${MATCH_SCOPES.join(', ')}`);
      return done({ kind: 'MATCH', scope: rest[0] as (typeof MATCH_SCOPES)[number], adjust: parseAdjustment(rest[1]) }, 2);
    case 'beat':
      if (rest[0] !== 'buybox') throw new LineError(`"${text}" must read beat buybox 5c`);
      return done({ kind: 'BEAT_BUY_BOX', by: parseCents(rest[1], text) }, 2);
    case 'fixed':
      return done({ kind: 'FIXED', price: parseCents(rest[0], text) }, 1);
    case 'target':
      if (rest[0] !== 'marketplace') throw new LineError(`"${text}" must read target marketplace`);
      return done({ kind: 'TARGET_MARKETPLACE', adjust: parseAdjustment(rest[1]) }, 2);
    case 'max':
    case 'keep':
    case 'skip':
      return done({ kind: verb.toUpperCase() as 'MAX' | 'KEEP' | 'SKIP' }, 0);
    default:
      throw new LineError(`"${text}" is not an action (match, beat buybox, fixed, max, keep, skip, target marketplace)`);
  }
}

/** Splits "a AND b AND c" into its conditions' tokens. */
function splitOnAnd(tokens: string[]): string[][] {
  const groups: string[][] = [[]];
  for (const token of tokens) {
    if (token === 'AND') groups.push([]);
    else groups[groups.length - 1]!.push(token);
  }
  return groups;
}

export function parseLine(text: string): RuleLine {
  const colon = text.indexOf(':');
  if (colon < 1) throw new LineError('must start with a line id and a colon, like "fba-low:"');
  const id = text.slice(0, colon).trim();
  const tokens = text.slice(colon + 1).trim().split(/\s+/).filter(Boolean);
  const then = tokens.indexOf('THEN');
  if (then < 0) throw new LineError(`"${id}" has no THEN`);
  const head = tokens.slice(0, then);
  const among = head.indexOf('AMONG');
  const conditions = among < 0 ? head : head.slice(0, among);
  if (conditions.length > 0 && conditions[0] !== 'IF') throw new LineError(`"${conditions.join(' ')}" must start with IF`);
  return {
    id,
    when: conditions.length === 0 ? [] : splitOnAnd(conditions.slice(1)).map(parseCondition),
    competition: among < 0 ? { channel: 'ANY', minFeedbackRating: null, minFeedbackCount: null } : parseCompetition(head.slice(among + 1)),
    then: parseAction(tokens.slice(then + 1)),
  };
}
