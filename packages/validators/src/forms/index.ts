/**
 * `@simrs/validators/forms`: the clinical form engine. Templates written once as data
 * (`defineTemplate`), their zod schemas for drafts and signing (`schemaOf`), their observation
 * rows (`observationsOf`), the registry of every version, the initial-assessment rule and the
 * document statuses.
 */
export * from './assessment';
export * from './critical-scales';
export * from './examples';
export * from './kit';
export * from './observations';
export * from './registry';
export * from './schema';
export * from './status';
export * from './vitals';
