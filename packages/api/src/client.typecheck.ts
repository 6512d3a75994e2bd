/**
 * Compile-time checks of the client's types (run by `npx tsc -b`; never executed, never imported):
 * each `@ts-expect-error` fails the build if the line it marks stops being an error.
 */
import type { ApiClient } from './client';

export async function clientTypeChecks(client: ApiClient) {
  // @ts-expect-error path parameters are required
  await client.getOrder();
  // @ts-expect-error the Password header is required to add an agent
  await client.addAgent({ body: { Agent_Email: 'a@b.co', Agent_Name: 'Ali' } });
  // @ts-expect-error unknown body keys are not accepted
  await client.createSection({ body: { name: 'Sales', color: '#000000', start: '09:00', end: '17:00', extra: 1 } });
  // @ts-expect-error the status must be one of the order statuses
  await client.updateOrderStatus({ params: { id: 1 }, body: { status: 'lost' } });
  const order = await client.getOrder({ params: { id: 1 } });
  // @ts-expect-error the answer is typed: an order has no `price`
  void order.price;
  const toggled: boolean = (await client.toggleBotflow()).Status;
  const csv: Blob = await client.exportConversationsCsv();
  const agents = await client.listAgents({ query: { page: 2, search: 'سارة' } });
  return [order.status, toggled, csv, agents.Agent_Data.total_pages] as const;
}
