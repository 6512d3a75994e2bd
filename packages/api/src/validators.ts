/**
 * The validation rules of SPEC §5 as pure functions. Each returns `null` when the value is valid,
 * otherwise a translation key of the `validation` namespace (e.g. `'validation:emailInvalid'`).
 * The same functions back the dashboard's forms and the server's request schemas. Split in three
 * modules (validation/) so a screen's chunk carries only the rules it uses.
 */
export * from './validation/keys';
export * from './validation/core';
export * from './validation/more';
export * from './validation/demo';
