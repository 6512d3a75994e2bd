import type { ApiClient } from '@wasl/api/client';

let loading: Promise<ApiClient> | undefined;

/**
 * The typed client, loaded on first use. Only `resource`, `mutation` and the session's sign-out call
 * it: screens and the shell never import this module or the client (scripts/check-imports.mjs).
 */
export function api(): Promise<ApiClient> {
  loading ??= import('./client').then((module) => module.client);
  return loading;
}

/** The JSON body a call of the client takes (`BodyOf<'login'>`: e-mail and password). */
export type BodyOf<K extends keyof ApiClient> = Parameters<ApiClient[K]>[0] extends { body: infer B } ? B : never;
