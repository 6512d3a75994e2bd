/** The questions (`site:faq.<id>`), in the order the FAQ page shows them; the landing page shows the first few. */
export const faqIds = ['trial', 'card', 'number', 'platforms', 'coins', 'vat', 'agents', 'languages'] as const;
