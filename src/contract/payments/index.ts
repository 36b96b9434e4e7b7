export * from './affiliation';
export * from './api';
export * from './invoices';
export * from './methods';
export * from './plans';
export * from './subscriptions';
export * from './testCards';
