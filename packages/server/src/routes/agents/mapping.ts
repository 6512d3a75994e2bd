/** Agent and section rows as stored, and their shapes in the answers (SPEC §3 "Agent list response"). */
import type { AgentStatusName } from '@wasl/api/models';

export interface AgentRow {
  id: number;
  name: string;
  email: string;
  status: AgentStatusName;
  service: boolean;
  feedback: number;
  rating: number;
  settings: { Show_Number?: boolean; Chat_End_Hours?: number | null; phone?: string | null };
  sections: number[] | null;
}

export interface SectionRow {
  id: number;
  name: string;
  color: string;
  start_time: string;
  end_time: string;
  support: boolean;
  botflow: boolean;
  time_zone: string;
}

/** The merchant-wide settings the agents page shows when no section is chosen. */
export interface MerchantSupportRow {
  support: boolean;
  botflow: boolean;
  support_start: string;
  support_end: string;
  time_zone: string;
}

export const toSection = (s: Pick<SectionRow, 'id' | 'name' | 'color' | 'start_time' | 'end_time'>) => ({
  id: s.id,
  name: s.name,
  color: s.color,
  start: s.start_time,
  end: s.end_time,
});

export const toAgent = (a: AgentRow) => ({
  id: a.id,
  name: a.name,
  email: a.email,
  status: a.status,
  section: a.sections ?? [],
  service: a.service,
  feedback: a.feedback,
  rating: Math.max(0, Math.min(5, Number(a.rating) || 0)),
  phone: a.settings?.phone ?? null,
});

/** Support time, switch and bot switch of the chosen section, else of the merchant (with the defaults of a new merchant). */
export function supportOf(selected: SectionRow | undefined, settings: MerchantSupportRow | undefined) {
  return {
    Support_Time: selected
      ? { Start: selected.start_time, End: selected.end_time, Time_Zone: selected.time_zone }
      : {
          Start: settings?.support_start ?? '00:00',
          End: settings?.support_end ?? '00:00',
          Time_Zone: settings?.time_zone ?? 'Asia/Kolkata',
        },
    Support: selected ? selected.support : (settings?.support ?? true),
    Botflow: selected ? selected.botflow : (settings?.botflow ?? false),
  };
}

/** Minutes a new merchant's chats stay open (the `settings.chat_end_minutes` column's default). */
export const DEFAULT_CHAT_END_MINUTES = 30;

/**
 * The agents page's settings (GET /section/agent/settings): Show_Number, the chat end the inbox's
 * sweep reads (minutes, 0 = never) in hours, and the support time and switches of the merchant
 * (the default, `id` null) and of each section.
 */
export function toMerchantAgentSettings(
  row: (MerchantSupportRow & { show_number: boolean; chat_end_minutes: number; retention_days: number | null }) | undefined,
  sections: readonly SectionRow[],
) {
  const minutes = row ? row.chat_end_minutes : DEFAULT_CHAT_END_MINUTES;
  return {
    Show_Number: row?.show_number ?? false,
    Chat_End_Hours: minutes > 0 ? Math.round((minutes / 60) * 1000) / 1000 : null,
    Default: { id: null, name: '', color: '', ...supportOf(undefined, row) },
    Sections: sections.map((s) => ({ id: s.id, name: s.name, color: s.color, ...supportOf(s, row) })),
    Retention_Days: row?.retention_days ?? null,
  };
}
