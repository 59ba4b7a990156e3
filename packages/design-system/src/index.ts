export * from './Button';
export * from './clock';
export * from './Dialog';
export * from './icons';
export * from './StatusChip';
export * from './theme';
export * from './tokens';
