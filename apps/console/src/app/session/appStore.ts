import { createStore } from 'jotai';

/** The one jotai store: the router's guards read it outside React. */
export const appStore = createStore();
