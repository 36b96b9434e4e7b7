export * from './query';
export * from './settings';
export * from './endpoints';
export * from './reports';
export * from './reportQuery';
export * from './feeds';
