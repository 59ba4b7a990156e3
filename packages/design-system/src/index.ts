export * from './Button';
export * from './clock';
export * from './icons';
export * from './theme';
export * from './tokens';
