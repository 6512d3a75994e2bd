/** Pure models shared by the app and the server (`@wasl/api/models`). */
export * from './messaging';
