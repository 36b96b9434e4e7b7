export * from './VirtualTable';
export * from './useRowWindows';
export * from './rowWindowQuery';
