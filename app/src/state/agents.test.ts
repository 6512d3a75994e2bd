// @vitest-environment jsdom
// (app/src/i18n.ts reads the cookie and <html lang> at import, through token.ts)
import { createStore } from 'jotai';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { QuickMessage, SectionBody } from '@wasl/api/types';

const client = {
  getHeader: vi.fn(),
  listAgents: vi.fn(),
  createSection: vi.fn(),
  updateSection: vi.fn(),
  deleteSection: vi.fn(),
  updateQuickMessages: vi.fn(),
  renameAgent: vi.fn(),
};
vi.mock('./api', () => ({ api: async () => client }));

const { deleteSectionAtom, renameAgentAtom, saveQuickMessagesAtom, saveSectionAtom } = await import('./agents');
const { inboxSettingsAtom } = await import('./inbox');
const { tokenAtom } = await import('./token');

const signedInStore = () => {
  const store = createStore();
  store.set(tokenAtom, 'merchant-token');
  return store;
};

/** What the server holds: GET /section/agent answers it. */
let sections: { id: number; name: string }[] = [];
let quick: QuickMessage[] = [];
const section = (name: string): SectionBody => ({ name, color: '#0F766E', start: '09:00', end: '17:00' });

beforeEach(() => {
  sections = [{ id: 1, name: 'Sales' }];
  quick = [{ key: 'Hello', content: 'Hello, how can we help?' }];
  for (const fn of Object.values(client)) fn.mockReset();
  client.getHeader.mockResolvedValue({ Role: 'merchant' });
  client.listAgents.mockImplementation(async () => ({ Section_Data: sections, Agent_Data: [], Quick: quick }));
  client.createSection.mockImplementation(async ({ body }: { body: { name: string } }) => {
    sections = [...sections, { id: 2, name: body.name }];
    return sections.at(-1);
  });
  client.updateSection.mockImplementation(async ({ params, body }: { params: { id: number }; body: { name: string } }) => {
    sections = sections.map((s) => (s.id === params.id ? { ...s, name: body.name } : s));
  });
  client.deleteSection.mockImplementation(async ({ params }: { params: { id: number } }) => {
    sections = sections.filter((s) => s.id !== params.id);
  });
  client.updateQuickMessages.mockImplementation(async ({ body }: { body: { Quick: typeof quick } }) => {
    quick = body.Quick;
  });
});

describe('agents state: the section and quick-message writes refresh the inbox settings (issue 21)', () => {
  it('a new, renamed or deleted section is in the inbox’s section filter and transfer at once', async () => {
    const store = signedInStore();
    expect((await store.get(inboxSettingsAtom)).sections.map((s) => s.name)).toEqual(['Sales']);
    await store.set(saveSectionAtom, null, section('Support'));
    expect((await store.get(inboxSettingsAtom)).sections.map((s) => s.name)).toEqual(['Sales', 'Support']);
    await store.set(saveSectionAtom, 1, section('Orders'));
    expect((await store.get(inboxSettingsAtom)).sections.map((s) => s.name)).toEqual(['Orders', 'Support']);
    await store.set(deleteSectionAtom, 2);
    expect((await store.get(inboxSettingsAtom)).sections.map((s) => s.name)).toEqual(['Orders']);
  });

  it('saved quick messages are the inbox’s quick messages at once', async () => {
    const store = signedInStore();
    expect((await store.get(inboxSettingsAtom)).quick.map((q) => q.key)).toEqual(['Hello']);
    await store.set(saveQuickMessagesAtom, [...quick, { key: 'Thanks', content: 'Thank you!' }]);
    expect((await store.get(inboxSettingsAtom)).quick.map((q) => q.key)).toEqual(['Hello', 'Thanks']);
  });

  it('an agent’s rename does not refetch the inbox settings (nothing the inbox shows changed)', async () => {
    const store = signedInStore();
    await store.get(inboxSettingsAtom);
    const calls = client.listAgents.mock.calls.length;
    await store.set(renameAgentAtom, 5, 'Sara');
    await store.get(inboxSettingsAtom);
    expect(client.listAgents.mock.calls.length).toBe(calls);
  });
});
