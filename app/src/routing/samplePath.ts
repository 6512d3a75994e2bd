/**
 * A concrete address for a route pattern of the route table (match.ts), for what visits every
 * screen (`npm run perf`, app/e2e/downloads.e2e.ts): the seeded agent's profile, and for any other
 * record an id no record has (the page's not-found state).
 * `/agents/:agentEmail/*` → `/agents/agent%40wasl.dev`, `/inspect/:id+` → `/inspect/wasl-none`, `:x` → `999999`.
 */
export const samplePath = (pattern: string): string =>
  pattern
    .replace(/\/\*$/, '')
    .replace(/:agentEmail/, 'agent%40wasl.dev')
    .replace(/:id\+/, 'wasl-none')
    .replace(/:\w+/g, '999999');
