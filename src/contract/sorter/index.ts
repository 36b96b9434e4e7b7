export * from './gates';
export * from './decide';
export * from './api';
export * from './sections';
export * from './settings';
export * from './scans';
export * from './machine';
export * from './transfer';
