import { z } from 'zod';
import { decodeHeaderValue } from '../headers';
import { validateMinLength, validateRetentionDays } from '../validators';
import { agentStatuses } from '../models/statuses';
import { CHAT_END_HOURS } from '../models/chatEnd';
import { RETENTION_DAYS } from '../models/retention';
import { QUICK_MESSAGE_LIMITS } from '../models/textLimits';
import {
  AgentName,
  Colour,
  ConfirmPassword,
  Email,
  Id,
  IdParam,
  IsoDate,
  IsoDateTime,
  PageNumber,
  PageQuery,
  Search,
  Time,
  TimeZone,
  withValidator,
  requiredText,
} from './common';

/** A section groups agents with its own working hours (SPEC §3: name, colour, start time, end time). */
export const Section = z.object({ id: Id, name: z.string(), color: z.string(), start: Time, end: Time });
export const SectionBody = z.strictObject({
  name: withValidator(z.string().trim().max(50), (value) => validateMinLength(value, 3, 50)),
  color: Colour,
  start: Time,
  end: Time,
});

export { agentStatuses, type AgentStatusName } from '../models/statuses';
export const AgentStatus = z.enum(agentStatuses);

export const Agent = z.object({
  id: Id,
  name: z.string(),
  email: z.string(),
  status: AgentStatus,
  /** Ids of the sections the agent serves (an agent may serve several). */
  section: z.array(Id),
  /** Whether the agent currently takes chats (the service switch). */
  service: z.boolean(),
  /** Number of customer feedbacks received. */
  feedback: z.number().int().min(0),
  /** Average rating 0–5 (0 when no feedback). */
  rating: z.number().min(0).max(5),
  phone: z.string().nullable(),
});

export const SupportTime = z.object({ Start: Time, End: Time, Time_Zone: TimeZone });
export const SupportTimeBody = z.strictObject({ Start: Time, End: Time, Time_Zone: TimeZone });

export const QuickMessage = z.object({ key: z.string(), content: z.string() });
export const QuickMessageBody = z.strictObject({
  key: requiredText(QUICK_MESSAGE_LIMITS.key),
  content: requiredText(QUICK_MESSAGE_LIMITS.content),
});
/** Replaces the whole list of quick messages. */
export const UpdateQuickBody = z.strictObject({ Quick: z.array(QuickMessageBody).max(QUICK_MESSAGE_LIMITS.count) });

export const AgentData = z.object({ result: z.array(Agent), current_page: PageNumber, total_pages: PageNumber });

export const AgentListResponse = z.object({
  Section_Data: z.array(Section),
  Support_Time: SupportTime,
  Support: z.boolean(),
  Botflow: z.boolean(),
  Agent_Data: AgentData,
  Quick_Feature: z.boolean(),
  Add_Agent: z.boolean(),
  /** agent limit */
  Allowed: z.number().int(),
  Add_Section: z.boolean(),
  /** section limit */
  Allowed_Section: z.number().int(),
  Quick: z.array(QuickMessage),
  /**
   * "At a glance" (ours): the merchant's whole team, whatever the filters and the page — every
   * agent, the active ones, the active ones on duty (service on) and the invited ones.
   */
  Agent_Counts: z.object({
    total: z.number().int().min(0),
    active: z.number().int().min(0),
    on_duty: z.number().int().min(0),
    invited: z.number().int().min(0),
  }),
});

export const AgentListQuery = z.strictObject({
  page: PageQuery,
  section: IdParam.optional(),
  search: Search.optional(),
  status: AgentStatus.optional(),
  service: z.enum(['on', 'off']).optional(),
});
export const SectionQuery = z.strictObject({ section: IdParam.optional() });

export const AddAgentForm = z.strictObject({ Agent_Email: Email, Agent_Name: AgentName });
/** The merchant's password confirming a sensitive action (UTF-8 values arrive RFC 8187-encoded, see headers.ts). */
export const PasswordHeaders = z.object({
  password: z.string({ error: 'validation:enterPassword' }).max(1024).transform(decodeHeaderValue).pipe(ConfirmPassword),
});
export const AddAgentData = z.object({ Status: AgentStatus });
export const AgentIdForm = z.strictObject({ agent_id: IdParam });
export const SectionAssignmentForm = z.strictObject({ agent_id: IdParam, section_id: IdParam });
export const RenameAgentBody = z.strictObject({ agent_id: Id, name: AgentName });
/** Re-send an invitation to an agent who has not accepted yet: a new link, the old ones stop working. */
export const ResendInvitationBody = z.strictObject({ agent_id: Id });
export const ServiceUpdateBody = z.strictObject({
  Agents: z
    .array(z.strictObject({ agent_id: Id, service: z.boolean() }))
    .min(1)
    .max(500),
});
export const ToggleData = z.object({ Status: z.boolean() });

/* ------------------------------------------------------------- /agents/settings (issue 21) */

/** A chat ends automatically after this many hours without a message (half-hour steps), or never (null). */
export const ChatEndHours = z.number().min(CHAT_END_HOURS.min).max(CHAT_END_HOURS.max).multipleOf(CHAT_END_HOURS.step).nullable();

/** One section's (or, with `id` null, the merchant's default) support time and its two switches. */
export const SupportSettings = z.object({
  id: Id.nullable(),
  name: z.string(),
  color: z.string(),
  Support_Time: SupportTime,
  Support: z.boolean(),
  Botflow: z.boolean(),
});

/**
 * The merchant's agent settings (SPEC §3 "Agent settings include Show_Number"; "Settings: support
 * time, chat end time"): Show_Number and the chat end the inbox's chat-end sweep reads
 * (`settings.chat_end_minutes`), the default support time and switches, and every section's.
 */
export const MerchantAgentSettings = z.object({
  Show_Number: z.boolean(),
  /** Hours (a stored value that is not a half-hour step reads as its exact fraction); null = never. */
  Chat_End_Hours: z.number().min(0).max(CHAT_END_HOURS.max).nullable(),
  Default: SupportSettings,
  Sections: z.array(SupportSettings),
  /** Issue 23 (additive): days conversations are kept after their last activity; null = forever (the default). */
  Retention_Days: z.number().int().min(RETENTION_DAYS.min).max(RETENTION_DAYS.max).nullable(),
});

/**
 * Conversation retention (issue 23, ADR 013): a whole number of days from 30 to 3650, or null to keep
 * forever; the issue message is the shared validator's key (the settings form shows the same).
 */
export const RetentionDays = z
  .number()
  .nullable()
  .superRefine((days, ctx) => {
    const key = validateRetentionDays(days);
    if (key) ctx.addIssue({ code: 'custom', message: key });
  });

/** Any of the fields: a field left out keeps its value (two quick saves of different fields cannot undo each other). */
export const MerchantAgentSettingsBody = z
  .strictObject({ Show_Number: z.boolean().optional(), Chat_End_Hours: ChatEndHours.optional(), Retention_Days: RetentionDays.optional() })
  .refine((body) => body.Show_Number !== undefined || body.Chat_End_Hours !== undefined || body.Retention_Days !== undefined, {
    message: 'validation:required',
  });

/* ------------------------------------------------------ /agents/{agentEmail} (issue 21) */

export const AgentEmailPath = z.strictObject({ email: z.string().trim().min(3).max(254) });

/** One week of an agent's work (weeks start on Monday, UTC; `week` is that Monday). */
export const AgentWeek = z.object({
  /** The week's Monday on the merchant's clock (`time_zone`). */
  week: IsoDate,
  /** Conversations assigned to the agent that started this week. */
  handled: z.number().int().min(0),
  /** Feedbacks received this week, how many rated 4 or 5, and their average rating (null without any). */
  feedback: z.number().int().min(0),
  satisfied: z.number().int().min(0),
  rating: z.number().min(0).max(5).nullable(),
});

/**
 * An agent's profile and analytics, computed from the conversation and feedback records: how many
 * conversations they handled, the median first response (assignment to their first answer) and the
 * median resolution (start to close), CSAT (share of ratings 4–5) and the weeks of the last 13.
 */
export const AgentProfile = z.object({
  agent: Agent,
  /** The sections the agent serves. */
  sections: z.array(Section),
  joined_at: IsoDateTime.nullable(),
  /** Their last answer in a conversation, last sign-in or last conversation (the latest of the three). */
  last_active: IsoDateTime.nullable(),
  handled: z.number().int().min(0),
  open: z.number().int().min(0),
  /** Seconds; null when no conversation has the measure yet. */
  first_response_median: z.number().min(0).nullable(),
  first_response_count: z.number().int().min(0),
  resolution_median: z.number().min(0).nullable(),
  resolution_count: z.number().int().min(0),
  feedback: z.number().int().min(0),
  satisfied: z.number().int().min(0),
  rating: z.number().min(0).max(5).nullable(),
  /** The merchant's time zone (settings' Time_Zone): each week runs from Monday 00:00 there. */
  time_zone: z.string(),
  /** The last 13 weeks, oldest first, each keyed by its Monday on the merchant's clock. */
  weeks: z.array(AgentWeek),
});

/* ------------------------------------------------------------------ types */

export type Section = z.infer<typeof Section>;
export type SectionBody = z.infer<typeof SectionBody>;
export type AgentStatus = z.infer<typeof AgentStatus>;
export type Agent = z.infer<typeof Agent>;
export type SupportTime = z.infer<typeof SupportTime>;
export type SupportTimeBody = z.infer<typeof SupportTimeBody>;
export type QuickMessage = z.infer<typeof QuickMessage>;
export type QuickMessageBody = z.infer<typeof QuickMessageBody>;
export type UpdateQuickBody = z.infer<typeof UpdateQuickBody>;
export type AgentData = z.infer<typeof AgentData>;
export type AgentListResponse = z.infer<typeof AgentListResponse>;
export type AgentListQuery = z.infer<typeof AgentListQuery>;
export type SectionQuery = z.infer<typeof SectionQuery>;
export type AddAgentForm = z.infer<typeof AddAgentForm>;
export type AddAgentData = z.infer<typeof AddAgentData>;
export type AgentIdForm = z.infer<typeof AgentIdForm>;
export type SectionAssignmentForm = z.infer<typeof SectionAssignmentForm>;
export type RenameAgentBody = z.infer<typeof RenameAgentBody>;
export type ResendInvitationBody = z.infer<typeof ResendInvitationBody>;
export type ServiceUpdateBody = z.infer<typeof ServiceUpdateBody>;
export type ToggleData = z.infer<typeof ToggleData>;
export type SupportSettings = z.infer<typeof SupportSettings>;
export type MerchantAgentSettings = z.infer<typeof MerchantAgentSettings>;
export type MerchantAgentSettingsBody = z.infer<typeof MerchantAgentSettingsBody>;
export type AgentWeek = z.infer<typeof AgentWeek>;
export type AgentProfile = z.infer<typeof AgentProfile>;
