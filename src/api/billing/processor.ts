import { cardTokenErrorSchema, cardTokenSchema, PROCESSOR_TOKEN_PATH, type CardToken } from '~/contract/payments/methods';
import { REQUEST_TIMEOUT_MS } from '~/contract/constants';

/**
 * The card processor refused the card, or could not be reached: its words, for the form, and the
 * fields it found wrong (cardDetailsSchema's names) with what is wrong with each.
 */
export class ProcessorError extends Error {
  constructor(
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ProcessorError';
  }
}

export interface CardForProcessor {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
  holderName: string;
}

/** The processor's refusal (cardTokenErrorSchema), or Folio's words when its reply is not one. */
function refusal(body: unknown, status: number): ProcessorError {
  const parsed = cardTokenErrorSchema.safeParse(body);
  if (parsed.success) return new ProcessorError(parsed.data.message, parsed.data.fields);
  return new ProcessorError(status === 429 ? 'Too many cards were entered: wait a minute and try again.' : `The card processor refused the card (HTTP ${status}).`);
}

/**
 * Gives the card to the processor and answers its token. This is the processor's call, not
 * Folio's: a plain request with none of Folio's headers, as a processor's own script would make
 * it, so the card number never travels through Folio's client, its traces or its error reports.
 */
export async function tokenizeCard(card: CardForProcessor, fetchImpl: typeof fetch = globalThis.fetch): Promise<CardToken> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
  let response: Response;
  try {
    response = await fetchImpl(PROCESSOR_TOKEN_PATH, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(card),
      credentials: 'omit',
      signal: controller.signal,
    });
  } catch {
    throw new ProcessorError('The card processor cannot be reached. Check your connection and try again.');
  } finally {
    clearTimeout(timer);
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) throw refusal(body, response.status);
  const token = cardTokenSchema.safeParse(body);
  if (!token.success) throw new ProcessorError('The card processor answered in a way Folio does not understand. Try again.');
  return token.data;
}
