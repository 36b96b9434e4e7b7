export * from './query';
export * from './settings';
export * from './endpoints';
