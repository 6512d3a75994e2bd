/** The website widget (SPEC §6 `widget`): its settings, and the public script and config a merchant's store loads. */
import { z } from 'zod';
import { MERCHANT_BASE as M, PUBLIC_BASE } from '../paths';
import { PublicWidget, WidgetPublicIdParam, WidgetSettings, WidgetState } from '../schemas/widget';
import { WIDGET_SCRIPT_PATH } from '../models/websiteWidget';
import { routeGroup } from './define';

const route = routeGroup({ tag: 'widget', source: 'ours' });

export const widgetRoutes = {
  getWidget: route({
    method: 'GET',
    path: `${M}/section/widget`,
    summary: "The website widget's settings, the public id of its snippet, the number it opens a chat with, and whether the plan has it",
    response: WidgetState,
  }),
  saveWidget: route({
    method: 'POST',
    path: `${M}/section/widget`,
    summary: 'Save the website widget (colour, position, label and message in both languages); 402 featureNotInPlan outside the plan',
    body: WidgetSettings,
    response: WidgetState,
    errors: [402],
  }),
  getWidgetScript: route({
    method: 'GET',
    path: WIDGET_SCRIPT_PATH,
    auth: 'public',
    summary: "The widget's script for the merchant's store (JavaScript, cacheable, loadable from any origin)",
    response: z.instanceof(Blob),
    responseKind: 'file',
  }),
  getPublicWidget: route({
    method: 'GET',
    path: `${PUBLIC_BASE}/widget/{id}`,
    auth: 'public',
    summary:
      "What the script's button needs, by the snippet's public id (CORS open, cacheable); 404 when unknown, switched off, without a number or outside the plan",
    params: WidgetPublicIdParam,
    response: PublicWidget,
  }),
};
