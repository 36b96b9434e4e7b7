import { codeOrRaw, validateCode, type CodeValidation, type EightDigitHint } from '~/contract/barcodes';

export type ScanSource = 'camera' | 'wedge' | 'manual';

/**
 * One scan, whatever produced it. Screens handle every source the same way; an invalid code is
 * still an event (the seller hears and sees "invalid") but must never reach the network.
 */
export interface ScanEvent {
  /** The 13-digit code when valid, otherwise the raw text as it came. */
  code: string;
  validation: CodeValidation;
  source: ScanSource;
  /** Date.now() when the scan was recognised. */
  at: number;
}

export type OnScan = (event: ScanEvent) => void;

export function toScanEvent(raw: string, source: ScanSource, at = Date.now(), hint?: EightDigitHint): ScanEvent {
  const validation = validateCode(raw, hint);
  return { code: codeOrRaw(validation, raw), validation, source, at };
}
