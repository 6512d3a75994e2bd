/**
 * The transfer dialog's pure model (issue 19): what the chosen agent and section amount to as the
 * body of `POST …/{phone}/transfer`, and the thread's "transferred to X by Y" line.
 */
import type { TransferConversationBody, TransferNote, TransferTargets } from '@wasl/api/types';

export type TransferAgent = TransferTargets['agents'][number];
export type TransferSection = TransferTargets['sections'][number];

export interface TransferChoice {
  agentId: number | null;
  sectionId: number | null;
}

/** Where the conversation is now. */
export interface TransferCurrent {
  agentId: number | null;
  sectionId: number | null;
}

/**
 * The request body, or null when nothing would change (no choice, or the agent and section it
 * already has): the dialog's Transfer button waits for a real move.
 */
export function transferBody(choice: TransferChoice, current: TransferCurrent): TransferConversationBody | null {
  const agentMoves = choice.agentId !== null && choice.agentId !== current.agentId;
  const sectionMoves = choice.sectionId !== null && choice.sectionId !== current.sectionId;
  if (!agentMoves && !sectionMoves) return null;
  return {
    ...(choice.agentId !== null ? { agent_id: choice.agentId } : {}),
    ...(choice.sectionId !== null ? { section_id: choice.sectionId } : {}),
  };
}

/** The names of the sections an agent serves, in the order of `sections`. */
export const sectionNames = (agent: TransferAgent, sections: readonly TransferSection[]): string[] =>
  sections.filter((s) => agent.sections.includes(s.id)).map((s) => s.name);

/** Unicode isolation (FSI … PDI): a name inside a translated sentence keeps its own direction. */
export const isolate = (text: string): string => `\u2068${text}\u2069`;

/** A thread entry's payload as a transfer note, or null when it is not one. */
export function transferNoteOf(kind: string, payload: Record<string, unknown>): TransferNote | null {
  if (kind !== 'transfer') return null;
  const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
  const note = { to_agent: text(payload.to_agent), to_section: text(payload.to_section), by: text(payload.by) };
  return note.to_agent === null && note.to_section === null ? null : note;
}

type TransferTarget = 'AgentInSection' | 'Agent' | 'Section';
type TransferActor = 'ByStore' | 'ByAgent';
export interface TransferLineValues {
  agent?: string;
  section?: string;
  by?: string;
}
/** A key of the `inbox` namespace. */
export type TransferLineKey = `transfer.line${TransferTarget}${TransferActor}`;

/**
 * The i18n key and values of a transfer line: to an agent, a section, or an agent in a section; by
 * an agent (named) or the store. Names are isolated.
 */
export function transferLine(note: TransferNote): { key: TransferLineKey; values: TransferLineValues } {
  const to: TransferTarget =
    note.to_agent !== null && note.to_section !== null ? 'AgentInSection' : note.to_agent !== null ? 'Agent' : 'Section';
  const by: TransferActor = note.by === null ? 'ByStore' : 'ByAgent';
  const values: TransferLineValues = {};
  if (note.to_agent !== null) values.agent = isolate(note.to_agent);
  if (note.to_section !== null) values.section = isolate(note.to_section);
  if (note.by !== null) values.by = isolate(note.by);
  return { key: `transfer.line${to}${by}`, values };
}
