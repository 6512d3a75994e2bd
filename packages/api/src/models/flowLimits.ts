/**
 * How many nodes a chatbot flow may have, in a module of its own: the catalogue (every plan's
 * `flow_nodes`) imports it, and importing flow.ts there put the flow model into every page's
 * download (+1.3 KB gzip on each signed-in route).
 */

/** SPEC §9 "isGreaterThenTen" (sic): the flow has more than ten nodes; the small plans' limit too. */
export const FLOW_NODE_FLAG_LIMIT = 10;

/** The most nodes any flow may have (the larger plans' limit; the save schema's maximum). */
export const CHATBOT_MAX_NODES = 200;
