// One barrel per kind of primitive (actions, forms, overlays, …); a new component adds its line to its kind's file.
export * from './actions';
export * from './forms';
export * from './overlays';
export * from './navigation';
export * from './data';
export * from './layout';
export * from './icons';
export * from './format';
export * from './WaslProvider';
