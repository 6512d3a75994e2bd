// Built in place of `use-sync-external-store/shim` (app/vite.config.ts): React 19 has the hook, so
// the shim's fallback for React < 18 is dead weight in the first load (wouter, react-i18next).
export { useSyncExternalStore } from 'react';
