import { describe, expect, it } from 'vitest';
import { sectionNames, transferBody, transferLine, transferNoteOf } from './transferModel';

describe('transferBody', () => {
  const current = { agentId: 1, sectionId: 10 };
  it('waits for a real move', () => {
    expect(transferBody({ agentId: null, sectionId: null }, current)).toBeNull();
    expect(transferBody({ agentId: 1, sectionId: null }, current)).toBeNull();
    expect(transferBody({ agentId: 1, sectionId: 10 }, current)).toBeNull();
  });
  it('sends the agent, the section, or both', () => {
    expect(transferBody({ agentId: 2, sectionId: null }, current)).toEqual({ agent_id: 2 });
    expect(transferBody({ agentId: null, sectionId: 11 }, current)).toEqual({ section_id: 11 });
    expect(transferBody({ agentId: 2, sectionId: 10 }, current)).toEqual({ agent_id: 2, section_id: 10 });
    expect(transferBody({ agentId: 1, sectionId: 11 }, current)).toEqual({ agent_id: 1, section_id: 11 });
  });
});

describe('transfer lines', () => {
  it('reads a note from a thread entry, and nothing else', () => {
    expect(transferNoteOf('text', { to_agent: 'A' })).toBeNull();
    expect(transferNoteOf('transfer', {})).toBeNull();
    expect(transferNoteOf('transfer', { to_agent: 'A', to_section: null, by: 7 })).toEqual({ to_agent: 'A', to_section: null, by: null });
  });
  it('chooses the sentence and isolates the names', () => {
    expect(transferLine({ to_agent: 'لينا', to_section: null, by: 'Ahmed' })).toEqual({
      key: 'transfer.lineAgentByAgent',
      values: { agent: '\u2068لينا\u2069', by: '\u2068Ahmed\u2069' },
    });
    expect(transferLine({ to_agent: null, to_section: 'Sales', by: null }).key).toBe('transfer.lineSectionByStore');
    expect(transferLine({ to_agent: 'A', to_section: 'Sales', by: null }).key).toBe('transfer.lineAgentInSectionByStore');
  });
  it('names an agent’s sections in the list’s order', () => {
    const sections = [
      { id: 2, name: 'Care' },
      { id: 1, name: 'Sales' },
    ];
    expect(sectionNames({ id: 5, name: 'A', sections: [1, 2], in_service: true }, sections)).toEqual(['Care', 'Sales']);
  });
});
