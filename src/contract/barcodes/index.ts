/**
 * Book and product codes as scanners and people produce them, brought to one 13-digit form: the
 * key of the catalog on both sides. Pure, so the server checks codes exactly as the app does.
 */
export * from './checkDigits';
export * from './codes';
