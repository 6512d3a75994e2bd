// The icon wrapper and its presets (directional ones mirror in RTL).
export * from './Icon';
