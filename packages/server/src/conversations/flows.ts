/**
 * Deploying a chatbot flow, one rule for the dashboard (`POST /section/chatbot/update`) and the
 * seed: the flow must pass the flow model's own validator (`validateFlow`: WhatsApp's limits,
 * reachable nodes, texts) or nothing is stored (422 `errors:chatbotDeployRefused` with the problems).
 * Every deploy is kept as a numbered version (`chatbot_flow_versions`); `chatbot_flows` holds the
 * current one and its number. A conversation in progress continues on the version it started on
 * (see conversations/inbound.ts and the server README).
 */
import { validateFlow, type Flow, type FlowIssue } from '@wasl/api/models';
import type { Queryable } from '../db/db.ts';
import { HttpError, type MessageKey } from '../middleware/http.ts';

export const DEPLOY_REFUSED: MessageKey = 'errors:chatbotDeployRefused';

export class FlowRefused extends HttpError {
  constructor(readonly problems: FlowIssue[]) {
    super(422, DEPLOY_REFUSED, { data: { problems } });
  }
}

/** Validates and stores `flow` as the merchant's next version; answers its number. Throws FlowRefused. */
export async function deployFlow(q: Queryable, merchantId: number, flow: Flow, options: { maxNodes?: number; now: Date }): Promise<number> {
  const problems = validateFlow(flow, options.maxNodes === undefined ? {} : { maxNodes: options.maxNodes });
  if (problems.length) throw new FlowRefused(problems);
  const nodes = JSON.stringify(flow.nodes);
  const edges = JSON.stringify(flow.edges);
  const { rows } = await q.query<{ version: number }>(
    `INSERT INTO chatbot_flows (merchant_id, nodes, edges, updated_at, version) VALUES ($1, $2::jsonb, $3::jsonb, $4, 1)
     ON CONFLICT (merchant_id) DO UPDATE SET nodes = EXCLUDED.nodes, edges = EXCLUDED.edges, updated_at = EXCLUDED.updated_at,
       version = chatbot_flows.version + 1
     RETURNING version`,
    [merchantId, nodes, edges, options.now],
  );
  const version = rows[0]!.version;
  await q.query(
    `INSERT INTO chatbot_flow_versions (merchant_id, version, nodes, edges, deployed_at) VALUES ($1, $2, $3::jsonb, $4::jsonb, $5)
     ON CONFLICT (merchant_id, version) DO UPDATE SET nodes = EXCLUDED.nodes, edges = EXCLUDED.edges, deployed_at = EXCLUDED.deployed_at`,
    [merchantId, version, nodes, edges, options.now],
  );
  return version;
}

export interface DeployedFlow {
  version: number;
  flow: Flow;
}

/** The deployed flow of `version` (a conversation's), else the current one; null when none was deployed. */
export async function deployedFlow(q: Queryable, merchantId: number, version?: number | null): Promise<DeployedFlow | null> {
  if (version != null) {
    const { rows } = await q.query<{ nodes: Flow['nodes']; edges: Flow['edges'] }>(
      'SELECT nodes, edges FROM chatbot_flow_versions WHERE merchant_id = $1 AND version = $2',
      [merchantId, version],
    );
    if (rows[0]) return { version, flow: { nodes: rows[0].nodes ?? [], edges: rows[0].edges ?? [] } };
  }
  const { rows } = await q.query<{ version: number; nodes: Flow['nodes']; edges: Flow['edges'] }>(
    'SELECT version, nodes, edges FROM chatbot_flows WHERE merchant_id = $1',
    [merchantId],
  );
  const row = rows[0];
  return row ? { version: row.version, flow: { nodes: row.nodes ?? [], edges: row.edges ?? [] } } : null;
}
