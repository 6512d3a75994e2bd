/** Survey questions shared by the default form (a new merchant) and the demo seed. */
export const deliveryQuestion = {
  id: 'delivery',
  en: 'How was your delivery?',
  ar: 'كيف كانت تجربة التوصيل؟',
  options: [
    { id: 'great', en: 'Great', ar: 'ممتازة' },
    { id: 'ok', en: 'OK', ar: 'مقبولة' },
    { id: 'bad', en: 'Bad', ar: 'سيئة' },
  ],
};

export const DEFAULT_SURVEY = [
  deliveryQuestion,
  {
    id: 'recommend',
    en: 'Would you recommend us?',
    ar: 'هل تنصح بنا؟',
    options: [
      { id: 'yes', en: 'Yes', ar: 'نعم' },
      { id: 'no', en: 'No', ar: 'لا' },
    ],
  },
];
