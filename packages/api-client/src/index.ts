export * from './client';
export * from './envelope';
export * from './errors';
export * from './session';
