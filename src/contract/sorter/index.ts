export * from './gates';
export * from './decide';
export * from './api';
