/** The chatbot flow: read, save and the emulator. */
import { MERCHANT_BASE as M } from '../paths';
import { Chatbot, EmulateData, EmulateQuery, FlowBody } from '../schemas/chatbot';
import { NoData, routeGroup } from './define';

const route = routeGroup({ tag: 'chatbot', source: 'spec' });

export const chatbotRoutes = {
  getChatbot: route({
    method: 'GET',
    path: `${M}/section/chatbot`,
    summary: 'Sections and the saved bot flow',
    response: Chatbot,
  }),
  emulateChatbot: route({
    method: 'POST',
    path: `${M}/section/chatbot/emulate`,
    summary: 'Walk the posted flow from the start or from the pressed button; answers the bot replies',
    query: EmulateQuery,
    body: FlowBody,
    response: EmulateData,
  }),
  updateChatbot: route({
    method: 'POST',
    path: `${M}/section/chatbot/update`,
    summary:
      'Deploy: save the flow {nodes, edges}; 422 errors:chatbotDeployRefused with data.problems (models/flow.ts validateFlow: WhatsApp limits, unreachable, no text, plan node limit)',
    body: FlowBody,
    response: NoData,
  }),
};
