/**
 * @simrs/domain: the vocabularies, status lists, clinical scales and workflow state machines of
 * the SIMRS, as pure TypeScript. See docs/domain.md.
 */
export * from './bed-machine';
export * from './decisions';
export * from './fall-watch';
export * from './infection';
export * from './lists/app';
export * from './lists/clinical';
export * from './lists/incidents';
export * from './lists/logistics';
export * from './lists/patient';
export * from './lists/people';
export * from './lists/services';
export * from './lists/time';
export * from './machine-docs';
export * from './machine-kit';
export * from './machines';
export * from './patient-safety';
export * from './queue-workflow';
export * from './registration';
export * from './registry';
export * from './scales';
export * from './statuses/clinical';
export * from './statuses/logistics';
export * from './statuses/queue';
export * from './vocabulary';
export * from './workflows';
