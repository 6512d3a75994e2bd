// Owned by the format group; each component folder adds its export line here.
export * from './format/index';
