// Owned by the data group; each component folder adds its export line here.
export {};
