export * from './VirtualTable';
export * from './useRowWindows';
