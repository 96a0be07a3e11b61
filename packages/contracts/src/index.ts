/**
 * @org/contracts: what the api and the console agree on. It has no runtime dependency, so the api
 * can import it without loading the browser's Firebase SDK or axios (docs/architecture.md).
 */
export * from './domain';
export * from './permissions';
export * from './errorCodes';
export * from './uploadLimits';
export * from './lists';
export * from './auditActions';
export * from './imports';
export * from './staffUsers';
export * from './patients';
export * from './duplicates';
export * from './knowledge';
export * from './training';
export * from './lessons';
export * from './notifications';
export * from './overview';
export type * from './apiTypes';
export * from './listRules';
export * from './defineList';
export * from './listDefinitions';
