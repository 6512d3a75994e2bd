// @vitest-environment jsdom
// (app/src/i18n.ts reads the cookie and <html lang> at import, through token.ts)
import { createStore } from 'jotai';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const client = {
  getHeader: vi.fn(),
  listAgents: vi.fn(),
  getAgentSelf: vi.fn(),
  listQuickMessages: vi.fn(),
};
vi.mock('./api', () => ({ api: async () => client }));

const { inboxSettingsAtom } = await import('./inbox');
const { tokenAtom } = await import('./token');

const signedInStore = () => {
  const store = createStore();
  store.set(tokenAtom, 'a-token');
  return store;
};
const quick = [{ key: 'greeting', content: 'Welcome to Nakhla!' }];

beforeEach(() => {
  for (const fn of Object.values(client)) fn.mockReset();
  client.listAgents.mockResolvedValue({ Section_Data: [{ id: 1, name: 'Sales', color: '#1E7F5C' }], Quick: quick });
  client.getAgentSelf.mockResolvedValue({
    id: 7,
    Agent_Name: 'ريم العتيبي',
    Agent_Email: 'agent@wasl.dev',
    Business_Name: 'Nakhla',
    Service: true,
    Sections: [{ id: 2, name: 'Customer care', color: '#2F6FDE' }],
  });
  client.listQuickMessages.mockResolvedValue({ Quick: quick });
});

describe('inbox settings (sections for the filter, quick messages)', () => {
  it("a merchant's come from GET /section/agent", async () => {
    client.getHeader.mockResolvedValue({ Role: 'merchant', Level: 2 });
    expect(await signedInStore().get(inboxSettingsAtom)).toEqual({ sections: [{ id: 1, name: 'Sales' }], quick, merchant: true });
    expect(client.getAgentSelf).not.toHaveBeenCalled();
    expect(client.listQuickMessages).not.toHaveBeenCalled();
  });

  it("an agent's: their own sections (GET /agent/me) and the store's quick messages (GET /agent/quick-messages), never the merchant's call", async () => {
    client.getHeader.mockResolvedValue({ Role: 'agent', Level: 2 });
    expect(await signedInStore().get(inboxSettingsAtom)).toEqual({
      sections: [{ id: 2, name: 'Customer care' }],
      quick,
      merchant: false,
    });
    expect(client.listAgents).not.toHaveBeenCalled();
  });

  it("an agent's call failing leaves that part empty, not the inbox broken", async () => {
    client.getHeader.mockResolvedValue({ Role: 'agent', Level: 2 });
    client.listQuickMessages.mockRejectedValue(new Error('offline'));
    expect(await signedInStore().get(inboxSettingsAtom)).toEqual({
      sections: [{ id: 2, name: 'Customer care' }],
      quick: [],
      merchant: false,
    });
  });
});
