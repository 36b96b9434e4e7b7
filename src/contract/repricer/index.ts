export * from './codes';
export * from './market';
