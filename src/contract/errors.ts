/**
 * Error codes carried in `apiError.errorCode`. The client reacts to them row by row (spec 8.1, 8.2);
 * 0, 101, 103, 1054, 1069 and 1080 are the spec's, the others are Folio's own and show as
 * '<message> (Code: <code>)'.
 */
export const ErrorCode = {
  /** Something failed that the server did not expect ('An undefined error occurred.'). */
  UNDEFINED: 0,
  /** Access token missing, unknown, expired or of the other realm. The client refreshes once. */
  TOKEN_EXPIRED: 101,
  INVALID_CREDENTIALS: 102,
  ACCOUNT_DISABLED: 103,
  /** The refresh token is unknown, expired, already used or its session was revoked. */
  REFRESH_TOKEN_INVALID: 104,
  XSRF_MISMATCH: 105,
  RATE_LIMITED: 106,
  VALIDATION_FAILED: 107,
  NOT_FOUND: 108,
  PRODUCT_NOT_USABLE: 109,
  EMAIL_TAKEN: 110,
  LINK_INVALID: 111,
  METHOD_NOT_ALLOWED: 112,
  PAYLOAD_TOO_LARGE: 113,
  UNSUPPORTED_MEDIA_TYPE: 114,
  /**
   * A machine call (the sorter's controller) without a usable machine key: missing, unknown or
   * revoked. Not 101, which would sign a seller out when the tester page asks with a bad key.
   */
  MACHINE_KEY_REFUSED: 115,
  /** The processor declined a card: when it was added, or the first charge of a new subscription. */
  PAYMENT_DECLINED: 120,
  /** A charge needs a payment method and the seller has none. */
  PAYMENT_METHOD_REQUIRED: 121,
  /** The subscription is not in a state that allows this: resuming an active one, subscribing twice to a product. */
  SUBSCRIPTION_STATE: 122,
  /** The processor does not know this card token (expired, used, or not its own). */
  CARD_TOKEN_INVALID: 123,
  /** The state of a marketplace authorisation is unknown, was changed, or another seller's. */
  MARKETPLACE_STATE_INVALID: 130,
  MARKETPLACE_STATE_EXPIRED: 131,
  /** The state was already used: each authorisation completes once. */
  MARKETPLACE_STATE_USED: 132,
  /** The marketplace did not accept the authorisation code (changed, expired, or not for this seller id). */
  MARKETPLACE_CODE_REFUSED: 133,
  /** The marketplace account is connected to another Folio account. */
  MARKETPLACE_ACCOUNT_TAKEN: 134,
  /** A different marketplace account than the connected one: the seller must confirm the switch. */
  MARKETPLACE_ACCOUNT_SWITCH: 135,
  /** The call needs the seller's marketplace authorisation, and there is none (never given, revoked or expired). */
  MARKETPLACE_NOT_CONNECTED: 137,
  /** The marketplace did not answer, failed, or kept asking Folio to slow down: trying again later may work. */
  MARKETPLACE_UNAVAILABLE: 138,
  /** The marketplace refused the request; the message says what it refused and its reason. */
  MARKETPLACE_REFUSED: 139,
  /** A reimbursement claim for a loss that is not ELIGIBLE (claimed, settled or past its window). */
  CLAIM_NOT_ELIGIBLE: 136,
  /** Deleting an entry of a staff list (an agent, an unsubscribe reason) that sellers have, unconfirmed. */
  VALUE_IN_USE: 140,
  /** Staff signed in as the seller (login as user) asked for what only the seller may do: password, cards, machine keys. */
  OWNER_ONLY: 141,
  /** The account was deleted by staff: it can be read, not changed. */
  ACCOUNT_DELETED: 142,
  DEVICE_REMOVED: 1054,
  DEVICE_REQUIRED: 1055,
  RESTRICTED_ITEM: 1069,
  /** A repeated request the server already applied; nothing to tell the user. */
  ALREADY_APPLIED: 1080,
} as const;

export type ErrorCodeName = keyof typeof ErrorCode;
export type KnownErrorCode = (typeof ErrorCode)[ErrorCodeName];

/** Codes after which the seller is logged out (spec 9). */
export const FORCED_LOGOUT_CODES: readonly number[] = [
  ErrorCode.TOKEN_EXPIRED,
  ErrorCode.ACCOUNT_DISABLED,
  ErrorCode.DEVICE_REMOVED,
];

export const UNDEFINED_ERROR_MESSAGE = 'An undefined error occurred.';
