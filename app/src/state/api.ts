import type { ApiClient } from '@wasl/api/client';

let loading: Promise<ApiClient> | undefined;

/** The typed client, loaded on first use: the only way app code reaches the API. */
export function api(): Promise<ApiClient> {
  loading ??= import('./client').then((module) => module.client);
  return loading;
}
