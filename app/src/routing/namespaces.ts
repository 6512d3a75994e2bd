/** The shell's own namespaces, loaded before the first paint of any route (routes add theirs). */
export const baseNamespaces = ['common', 'layout', 'overlays', 'forms', 'validation', 'errors', 'actions', 'shell'] as const;
