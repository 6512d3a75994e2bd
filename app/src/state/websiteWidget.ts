import type { WidgetSettings } from '@wasl/api/types';
import { mutation } from './mutation';
import { resource } from './resource';

/** GET /section/widget: the website widget's settings, its snippet's public id, the number it opens, whether the plan has it. */
export const websiteWidgetAtom = resource((client) => client.getWidget());

/** POST /section/widget: outside the plan a 402 featureNotInPlan, which opens the one upgrade dialog (ADR 008). */
export const saveWebsiteWidgetAtom = mutation(
  (client, settings: WidgetSettings) => client.saveWidget({ body: settings }),
  [websiteWidgetAtom],
);
