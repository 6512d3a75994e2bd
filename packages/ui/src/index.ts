// One barrel per group, so each group's owner edits only its own file.
export * from './actions';
export * from './forms';
