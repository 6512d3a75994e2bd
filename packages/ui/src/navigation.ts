// Owned by the navigation group; each component folder adds its export line here.
export {};
