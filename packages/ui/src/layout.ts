// Owned by the layout group; each component folder adds its export line here.
export {};
