// Owned by the overlays group; each component folder adds its export line here.
export {};
