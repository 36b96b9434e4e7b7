/**
 * The one scanner interface: camera, keyboard-wedge scanners and typed codes all produce the same
 * ScanEvent. Import it only from lazily loaded route screens: the camera part pulls in a worker
 * and about 1 MB of WebAssembly, which the login page must never download.
 */
export { CameraScanner, type CameraScannerProps } from './CameraScanner';
export { ManualCodeEntry, type ManualCodeEntryProps } from './ManualCodeEntry';
export { useWedgeScanner } from './useWedgeScanner';
export { toScanEvent, type OnScan, type ScanEvent, type ScanSource } from './scanEvent';
export { validateCode, type CodeKind, type CodeValidation, type EightDigitHint } from '~/contract/barcodes';
export { DUPLICATE_WINDOW_MS } from './frameVerdicts';
