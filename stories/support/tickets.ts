/**
 * Support ticket fixtures for the ticket widgets' stories: realistic tickets in each language, hostile
 * ones (every text from fixtures/hostile-strings.json) and a long Arabic thread. Fixed dates, so
 * screenshots do not move.
 */
import type { Ticket, TicketDetail, TicketMessage } from '@wasl/api/types';
import hostile from './fixtures/hostile-strings.json';

const at = (day: number, hour: number) => `2026-11-${String(day).padStart(2, '0')}T${String(hour).padStart(2, '0')}:15:00.000Z`;

const ticket = (id: number, topic: string, description: string, status: Ticket['status'], unread: number, day: number): Ticket => ({
  id,
  topic,
  description,
  status,
  unread,
  created_at: at(day, 9),
  updated_at: at(day, 14),
});

export const ticketsEn: Ticket[] = [
  ticket(41, 'Order messages are not delivered', 'Some customers did not get their order confirmation today.', 'open', 2, 24),
  ticket(40, 'Invoice template pending', 'Our invoice template has been pending approval for two days.', 'open', 0, 22),
  ticket(37, 'Wallet top-up not shown', 'The wallet did not update after the card payment.', 'closed', 0, 18),
  ticket(35, 'Campaign rejected', 'Our Eid campaign was rejected without a reason.', 'closed', 1, 12),
];

export const ticketsAr: Ticket[] = [
  ticket(41, 'رسائل الطلبات لا تصل', 'بعض العملاء لم تصلهم رسائل تأكيد الطلب اليوم.', 'open', 2, 24),
  ticket(40, 'قالب الفاتورة قيد المراجعة', 'قالب الفاتورة ما زال بانتظار الموافقة منذ يومين.', 'open', 0, 22),
  ticket(37, 'شحن المحفظة لا يظهر', 'لم يتحدث رصيد المحفظة بعد الدفع بالبطاقة.', 'closed', 0, 18),
  ticket(35, 'رُفضت الحملة', 'رُفضت حملة العيد دون ذكر السبب.', 'closed', 1, 12),
];

export const ticketCounts = { all: 4, open: 2, closed: 2 };

const hostileTexts = [...hostile.markup, ...hostile.bidi, ...hostile.long, ...hostile.unicode, ...hostile.csv_formulas];

/** Every topic and description hostile: markup stays text, bidi is isolated, 200-character words wrap. */
export const hostileTickets: Ticket[] = hostileTexts.map((text, i) =>
  ticket(100 + i, text, hostileTexts[(i + 3) % hostileTexts.length]!, i % 3 === 0 ? 'closed' : 'open', i % 4, 1 + (i % 27)),
);

const longArabic = hostile.long[0]!;

/** A long Arabic ticket: the topic and every message are long Arabic text. */
export const longArabicTickets: Ticket[] = [
  ticket(51, longArabic, `${longArabic}${longArabic}`, 'open', 3, 20),
  ticket(50, longArabic.slice(0, 90), longArabic, 'closed', 0, 19),
];

const message = (id: number, from: TicketMessage['from'], text: string, day: number, hour: number): TicketMessage => ({
  id,
  from,
  text,
  created_at: at(day, hour),
});

export const threadEn: TicketDetail = {
  ...ticket(41, 'Order messages are not delivered', 'Some customers did not get their order confirmation today.', 'open', 0, 24),
  messages: [
    message(1, 'merchant', 'Some customers did not get their order confirmation today.', 24, 9),
    message(2, 'support', 'Thank you, we received your ticket and will answer within one working day.', 24, 9),
    message(3, 'merchant', 'It happens for orders WSL-10023 and WSL-10024.\nBoth customers are in Riyadh.', 24, 11),
  ],
};

export const threadAr: TicketDetail = {
  ...ticket(41, 'رسائل الطلبات لا تصل', 'بعض العملاء لم تصلهم رسائل تأكيد الطلب اليوم.', 'open', 0, 24),
  messages: [
    message(1, 'merchant', 'بعض العملاء لم تصلهم رسائل تأكيد الطلب اليوم.', 24, 9),
    message(2, 'support', 'شكرًا لك، استلمنا تذكرتك وسنرد خلال يوم عمل واحد.', 24, 9),
    message(3, 'merchant', 'يحدث ذلك للطلبين WSL-10023 و WSL-10024.\nالعميلان في الرياض.', 24, 11),
  ],
};

export const hostileThread: TicketDetail = {
  ...ticket(99, hostile.markup[0]!, hostile.bidi[0]!, 'open', 0, 3),
  messages: hostileTexts.map((text, i) => message(i + 1, i % 2 === 0 ? 'merchant' : 'support', text, 3, 8 + (i % 12))),
};

export const longArabicThread: TicketDetail = {
  ...ticket(51, longArabic, longArabic, 'open', 0, 20),
  messages: [message(1, 'merchant', `${longArabic}\n${longArabic}`, 20, 9), message(2, 'support', longArabic, 20, 10)],
};
