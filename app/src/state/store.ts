import { createStore } from 'jotai';

/** The app's one jotai store: atoms are read by screens and written by the session logic outside React. */
export const appStore = createStore();
