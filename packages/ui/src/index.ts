// One barrel per group, so each group's owner edits only its own file.
export * from './actions';
export * from './forms';
export * from './overlays';
export * from './navigation';
export * from './data';
export * from './layout';
export * from './icons';
export * from './format';
export * from './WaslProvider';
