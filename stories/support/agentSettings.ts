/** Story fixtures for /agents/settings and /agents/{email}: fixed data in English and Arabic, and the hostile strings. */
import type { AgentProfile, AgentWeek, SupportSettings } from '@wasl/api/types';
import { agentsAr, agentsEn, hostile, hostileAgents, hostileSections, sectionsAr, sectionsEn } from './agents';

/** The moment offsets and "last active" are read at (winter: no summer time in Europe). */
export const STORY_NOW = new Date('2026-11-27T12:00:00Z');

export const defaultSupport: SupportSettings = {
  id: null,
  name: '',
  color: '',
  Support_Time: { Start: '00:00', End: '00:00', Time_Zone: 'Asia/Kolkata' },
  Support: true,
  Botflow: false,
};

const sectionSupport = (s: (typeof sectionsEn)[number], zone: string, support: boolean, botflow: boolean): SupportSettings => ({
  id: s.id,
  name: s.name,
  color: s.color,
  Support_Time: { Start: s.start, End: s.end, Time_Zone: zone },
  Support: support,
  Botflow: botflow,
});

export const salesSupportEn = sectionSupport(sectionsEn[0]!, 'Asia/Riyadh', true, true);
export const salesSupportAr = sectionSupport(sectionsAr[0]!, 'Asia/Riyadh', true, true);
export const hostileSupport: SupportSettings = {
  ...sectionSupport(hostileSections[1]!, 'America/Argentina/Buenos_Aires', false, true),
};

/** Thirteen Mondays up to the week of STORY_NOW. */
const mondays = Array.from({ length: 13 }, (_, i) =>
  new Date(Date.UTC(2026, 10, 23) - (12 - i) * 7 * 86_400_000).toISOString().slice(0, 10),
);
const handled = [4, 6, 3, 8, 5, 7, 9, 6, 4, 10, 8, 7, 3];
const feedback = [1, 2, 0, 3, 1, 2, 4, 2, 0, 3, 3, 2, 1];
const satisfied = [1, 1, 0, 3, 1, 1, 3, 2, 0, 2, 3, 2, 1];
const ratings = [5, 3.5, null, 4.67, 4, 3, 4.25, 4.5, null, 3.67, 4.67, 4.5, 5];
export const storyWeeks: AgentWeek[] = mondays.map((week, i) => ({
  week,
  handled: handled[i]!,
  feedback: feedback[i]!,
  satisfied: satisfied[i]!,
  rating: ratings[i]!,
}));

const base = (agent: AgentProfile['agent'], sections: AgentProfile['sections']): AgentProfile => ({
  agent,
  sections,
  joined_at: '2026-08-02T09:30:00.000Z',
  last_active: '2026-11-27T09:12:00.000Z',
  handled: handled.reduce((a, b) => a + b, 0),
  open: 2,
  first_response_median: 138,
  first_response_count: 41,
  resolution_median: 2_460,
  resolution_count: 78,
  feedback: feedback.reduce((a, b) => a + b, 0),
  satisfied: satisfied.reduce((a, b) => a + b, 0),
  rating: 4.21,
  time_zone: 'Asia/Riyadh',
  weeks: storyWeeks,
});

export const profileEn = base(agentsEn[0]!, [sectionsEn[0]!, sectionsEn[2]!]);
export const profileAr = base(agentsAr[0]!, [sectionsAr[0]!, sectionsAr[2]!]);

/** Invited, never signed in, nothing handled. */
export const emptyProfile = (p: AgentProfile): AgentProfile => ({
  ...p,
  agent: { ...p.agent, status: 'invited', service: false },
  sections: [],
  joined_at: null,
  last_active: null,
  handled: 0,
  open: 0,
  first_response_median: null,
  first_response_count: 0,
  resolution_median: null,
  resolution_count: 0,
  feedback: 0,
  satisfied: 0,
  rating: null,
  time_zone: 'Asia/Riyadh',
  weeks: storyWeeks.map((w) => ({ ...w, handled: 0, feedback: 0, satisfied: 0, rating: null })),
});

export const hostileProfile: AgentProfile = { ...base(hostileAgents[0]!, hostileSections), first_response_median: null };

export { hostile };
