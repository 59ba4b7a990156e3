export * from './client';
export * from './envelope';
export * from './errors';
export * from './hooks';
export * from './push';
export * from './queue';
export * from './realtime';
export * from './session';
