import type { z } from 'zod/mini';
import type { CardBrand, CardToken, cardDetailsSchema } from '../../src/contract';

/** A card as the processor's token call receives it, checked by cardDetailsSchema. */
export type CardDetails = z.output<typeof cardDetailsSchema>;

export type TokeniseResult =
  | { ok: true; card: CardToken }
  /** Refused on its fields (an expired card): each wrong field with what is wrong with it. */
  | { ok: false; fields: Record<string, string> };

export type AttachResult =
  | { outcome: 'attached'; methodRef: string; brand: CardBrand; last4: string; expMonth: number; expYear: number; holderName: string }
  | { outcome: 'declined'; message: string }
  /** Not a token of this processor, already attached, or expired. */
  | { outcome: 'unknown_token' };

export interface ChargeRequest {
  methodRef: string;
  /** In the currency's minor unit. */
  amountCents: number;
  currency: string;
  /** The same key always answers the first charge made with it: asking again never charges twice. */
  idempotencyKey: string;
  description: string;
}

export type ChargeResult =
  | { outcome: 'succeeded'; chargeRef: string }
  | { outcome: 'declined'; chargeRef: string; message: string }
  /** The cardholder's bank wants them to confirm; `authenticate` gives their answer. */
  | { outcome: 'requires_authentication'; chargeRef: string; challengeId: string };

export interface RefundRequest {
  /** The succeeded charge to give money back from. */
  chargeRef: string;
  /** In the charge's currency's minor unit: all of the charge or a part of it. */
  amountCents: number;
  currency: string;
  /** The same key always answers the first refund made with it: asking again never refunds twice. */
  idempotencyKey: string;
  reason: string;
}

export type RefundResult =
  | { outcome: 'succeeded'; refundRef: string }
  /** The processor or the cardholder's bank would not give the money back; nothing was refunded. */
  | { outcome: 'refused'; refundRef: string; message: string };

/**
 * What Folio asks of a card processor. Billing talks to this interface only, so a real processor's
 * client can replace the simulator (simulator.ts, the default and the one the tests use) without
 * touching a module. Card numbers pass through `tokenise` only, which a real processor serves from
 * its own host: Folio's calls and records hold tokens and references.
 */
export interface PaymentProcessor {
  /** The browser's call (PROCESSOR_TOKEN_PATH): a card in, a single-use token and what may be shown of the card out. */
  tokenise(card: CardDetails): Promise<TokeniseResult>;
  /** Makes a token a reusable payment method of the customer; the bank may decline the card. */
  attach(token: string): Promise<AttachResult>;
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /** The cardholder's answer to their bank for a charge that required authentication. */
  authenticate(challengeId: string, answer: 'CONFIRM' | 'REFUSE'): Promise<ChargeResult>;
  /** Gives back all or part of a succeeded charge; never more than the charge less its earlier refunds. */
  refund(request: RefundRequest): Promise<RefundResult>;
}
