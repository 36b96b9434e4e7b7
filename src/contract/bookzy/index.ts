export * from './catalog';
export * from './rates';
export * from './triggers';
export * from './devices';
export * from './profit';
export * from './verdict';
export * from './stats';
export * from './channelPrices';
