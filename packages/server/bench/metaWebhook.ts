/**
 * One customer's text message as Meta posts it to the WhatsApp webhook, signed with the app
 * secret (`X-Hub-Signature-256`), for the benchmarks that send real webhooks (run.ts, cluster.ts).
 */
import { createHmac } from 'node:crypto';

export interface InboundText {
  phoneId: string;
  phone: string;
  messageId: string;
  profileName: string;
  text: string;
}

export function signedInboundText(secret: string, m: InboundText): { body: string; signature: string } {
  const body = JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: 'bench',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '966500000000', phone_number_id: m.phoneId },
              contacts: [{ profile: { name: m.profileName }, wa_id: m.phone }],
              messages: [
                { from: m.phone, id: m.messageId, timestamp: String(Math.floor(Date.now() / 1000)), type: 'text', text: { body: m.text } },
              ],
            },
          },
        ],
      },
    ],
  });
  return { body, signature: `sha256=${createHmac('sha256', secret).update(body).digest('hex')}` };
}
