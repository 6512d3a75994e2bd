/**
 * Plans and add-ons sold through the sandbox payment provider: one source, `@wasl/api/models`
 * (the public pricing page renders the same list). Re-exported here for the server's routes.
 */
export { ADDONS, COIN_PRICE, PACKAGES, PLANS, addonById, planById } from '@wasl/api/models';
