export * from './fields';
export * from './conditionWords';
export * from './csvFile';
export * from './wire';
export * from './summary';
export * from './endpoints';
export * from './shipping';
export * from './exportCsv';
