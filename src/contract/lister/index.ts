export * from './fields';
export * from './summary';
export * from './shipments';
export * from './sessions';
export * from './items';
export * from './boxing';
export * from './sta';
