// Owned by the icons group; each component folder adds its export line here.
export * from './Icon';
