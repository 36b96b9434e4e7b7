export * from './gates';
export * from './decide';
