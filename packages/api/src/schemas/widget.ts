/** The website widget (SPEC §6 `widget`; models/websiteWidget.ts): its settings, the dashboard's view, the public config. */
import { z } from 'zod';
import { WIDGET_COLOUR, WIDGET_LIMITS, WIDGET_PUBLIC_ID, widgetPositions } from '../models/websiteWidget';

const Colour = z.string().regex(WIDGET_COLOUR, 'validation:colourInvalid');
const Label = z.string().trim().min(1, 'validation:required').max(WIDGET_LIMITS.label, 'validation:tooLong');
/** May be empty: the chat then opens without a pre-filled text. */
const Message = z.string().trim().max(WIDGET_LIMITS.message, 'validation:tooLong');
const Bilingual = <T extends z.ZodType>(text: T) => z.strictObject({ en: text, ar: text });

/** What the merchant sets (POST /section/widget). Merchant text is stored as text and rendered as text. */
export const WidgetSettings = z.strictObject({
  enabled: z.boolean(),
  color: Colour,
  position: z.enum(widgetPositions),
  label: Bilingual(Label),
  message: Bilingual(Message),
});

/** The number the button opens a chat with, and where it comes from (an approved business number, else the profile's contact). */
export const WidgetNumber = z.object({ phone: z.string(), source: z.enum(['contacts', 'profile']) });

/** GET /section/widget: the settings (null until first saved), the public id of the snippet, the number, and whether the plan has the widget. */
export const WidgetState = z.object({
  settings: WidgetSettings.nullable(),
  public_id: z.string().nullable(),
  number: WidgetNumber.nullable(),
  in_plan: z.boolean(),
});

export const WidgetPublicIdParam = z.strictObject({ id: z.string().regex(WIDGET_PUBLIC_ID) });

/** GET /public/v1.0/widget/{id}: only what the button needs, per language (the links carry the number and the message). */
export const PublicWidget = z.object({
  position: z.enum(widgetPositions),
  color: Colour,
  /** The label's colour on `color` (models/websiteWidget.ts widgetInk). */
  ink: Colour,
  label: z.object({ en: z.string(), ar: z.string() }),
  link: z.object({ en: z.string(), ar: z.string() }),
});

export type WidgetSettings = z.infer<typeof WidgetSettings>;
export type WidgetNumber = z.infer<typeof WidgetNumber>;
export type WidgetState = z.infer<typeof WidgetState>;
export type PublicWidget = z.infer<typeof PublicWidget>;
