export * from './fields';
export * from './inbound';
export * from './sessions';
export * from './items';
export * from './packing';
export * from './packingRules';
export * from './placement';
