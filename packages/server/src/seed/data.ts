/**
 * The demo merchants' world: bilingual names, Saudi cities, products with SAR prices. Two merchants
 * that share nothing (different products, phone prefixes, order-number ranges, agents, e-mails).
 */
import type { AgentStatusName } from '@wasl/api/models';

export type Pair = readonly [ar: string, en: string];

export const FIRST_NAMES: Pair[] = [
  ['محمد', 'Mohammed'],
  ['عبدالله', 'Abdullah'],
  ['فهد', 'Fahad'],
  ['خالد', 'Khalid'],
  ['سلطان', 'Sultan'],
  ['نورة', 'Noura'],
  ['سارة', 'Sara'],
  ['ريم', 'Reem'],
  ['لمى', 'Lama'],
  ['هيفاء', 'Haifa'],
  ['عبدالرحمن', 'Abdulrahman'],
  ['تركي', 'Turki'],
  ['منيرة', 'Munira'],
  ['أحمد', 'Ahmed'],
  ['ياسر', 'Yasser'],
  ['جود', 'Joud'],
  ['رنا', 'Rana'],
  ['ماجد', 'Majed'],
  ['بندر', 'Bandar'],
  ['العنود', 'Alanoud'],
  ['دانة', 'Dana'],
  ['فيصل', 'Faisal'],
  ['مشاعل', 'Mashael'],
  ['نايف', 'Naif'],
];

export const FAMILY_NAMES: Pair[] = [
  ['القحطاني', 'Al-Qahtani'],
  ['العتيبي', 'Al-Otaibi'],
  ['الشهري', 'Al-Shehri'],
  ['الحربي', 'Al-Harbi'],
  ['الدوسري', 'Al-Dosari'],
  ['الغامدي', 'Al-Ghamdi'],
  ['الزهراني', 'Al-Zahrani'],
  ['المطيري', 'Al-Mutairi'],
  ['السبيعي', 'Al-Subaie'],
  ['العنزي', 'Al-Anazi'],
  ['الشمري', 'Al-Shammari'],
  ['المالكي', 'Al-Malki'],
  ['البقمي', 'Al-Buqami'],
  ['الرشيدي', 'Al-Rashidi'],
  ['الجهني', 'Al-Juhani'],
  ['السهلي', 'Al-Sahli'],
];

/** Residents who write in English. */
export const EXPAT_NAMES = [
  'John Carter',
  'Priya Nair',
  'Omar Farouk',
  'Emily Watson',
  'Ravi Kumar',
  'Maria Santos',
  'Daniel Lee',
  'Aisha Khan',
  'Hassan Raza',
  'Grace Okafor',
];

export interface City {
  name: Pair;
  districts: Pair[];
  postal: string;
}

export const CITIES: City[] = [
  {
    name: ['الرياض', 'Riyadh'],
    districts: [
      ['العليا', 'Al Olaya'],
      ['الملقا', 'Al Malqa'],
      ['النرجس', 'Al Narjis'],
      ['السليمانية', 'As Sulimaniyah'],
    ],
    postal: '12',
  },
  {
    name: ['جدة', 'Jeddah'],
    districts: [
      ['الروضة', 'Al Rawdah'],
      ['الشاطئ', 'Ash Shati'],
      ['الحمراء', 'Al Hamra'],
    ],
    postal: '23',
  },
  {
    name: ['الدمام', 'Dammam'],
    districts: [
      ['الفيصلية', 'Al Faisaliyah'],
      ['الشاطئ الغربي', 'Ash Shati Al Gharbi'],
    ],
    postal: '32',
  },
  {
    name: ['مكة المكرمة', 'Makkah'],
    districts: [
      ['العزيزية', 'Al Aziziyah'],
      ['الشوقية', 'Ash Shawqiyah'],
    ],
    postal: '24',
  },
  {
    name: ['المدينة المنورة', 'Madinah'],
    districts: [
      ['قباء', 'Quba'],
      ['العوالي', 'Al Awali'],
    ],
    postal: '42',
  },
  {
    name: ['الخبر', 'Khobar'],
    districts: [
      ['العقربية', 'Al Aqrabiyah'],
      ['الراكة', 'Ar Rakah'],
    ],
    postal: '34',
  },
  { name: ['أبها', 'Abha'], districts: [['المنهل', 'Al Manhal']], postal: '62' },
  { name: ['بريدة', 'Buraydah'], districts: [['الريان', 'Ar Rayyan']], postal: '52' },
];

export const STREETS: Pair[] = [
  ['طريق الملك فهد', 'King Fahd Road'],
  ['طريق الأمير سلطان', 'Prince Sultan Road'],
  ['شارع التحلية', 'Tahlia Street'],
  ['طريق الملك عبدالعزيز', 'King Abdulaziz Road'],
  ['شارع الأمير محمد بن عبدالعزيز', 'Prince Mohammed bin Abdulaziz Street'],
  ['طريق العروبة', 'Al Urubah Road'],
];

export interface Product {
  sku: string;
  name: Pair;
  price: number;
}

export interface AgentSpec {
  name: string;
  email: string;
  status: AgentStatusName;
  sections: number[];
  service: boolean;
  phone: string | null;
}

export interface SectionSpec {
  name: string;
  color: string;
  start: string;
  end: string;
}

export interface MerchantSpec {
  /** PRNG seed: each merchant has its own stream. */
  seed: number;
  email: string;
  businessName: string;
  businessNameAr: string;
  domain: string;
  language: 'en' | 'ar';
  plan: string;
  addons: string[];
  orderPrefix: string;
  firstOrderNumber: number;
  orders: number;
  customers: number;
  /** Second digit(s) after +9665: the two merchants use disjoint ranges. */
  phonePrefixes: string[];
  products: Product[];
  sections: SectionSpec[];
  agents: AgentSpec[];
  quick: { key: string; content: string }[];
  campaigns: number;
  tickets: number;
  /** Daily volume multiplier for conversations, feedback and carts. */
  activity: number;
  contactPhones: { phone: string; type: 'primary' | 'secondary'; status: 'approved' | 'pending' }[];
  vat: string;
  address: { en: [string, string, string]; ar: [string, string, string] };
  logoColour: string;
  logoLetter: string;
}

export const DEMO: MerchantSpec = {
  seed: 20260101,
  email: 'demo@wasl.dev',
  businessName: 'Nakhla Dates & Coffee',
  businessNameAr: 'نخلة للتمور والقهوة',
  domain: 'nakhla.sa',
  language: 'en',
  plan: 'pro',
  addons: ['survey', 'data-export'],
  orderPrefix: 'NKH',
  firstOrderNumber: 10001,
  orders: 420,
  customers: 170,
  phonePrefixes: ['0', '5'],
  products: [
    { sku: 'NKH-SUK-1KG', name: ['تمر سكري ١ كغ', 'Sukkari dates 1 kg'], price: 65 },
    { sku: 'NKH-AJW-500', name: ['تمر عجوة المدينة ٥٠٠ غ', 'Madinah Ajwa dates 500 g'], price: 85 },
    { sku: 'NKH-KHL-1KG', name: ['تمر خلاص ١ كغ', 'Khalas dates 1 kg'], price: 45 },
    { sku: 'NKH-MDJ-1KG', name: ['تمر مجدول فاخر ١ كغ', 'Premium Medjool dates 1 kg'], price: 120 },
    { sku: 'NKH-COF-250', name: ['قهوة سعودية بالهيل ٢٥٠ غ', 'Saudi coffee with cardamom 250 g'], price: 38 },
    { sku: 'NKH-CRD-100', name: ['هيل حب ١٠٠ غ', 'Whole cardamom 100 g'], price: 29 },
    { sku: 'NKH-MAM-BOX', name: ['علبة معمول بالتمر', 'Date maamoul box'], price: 55 },
    { sku: 'NKH-STF-ALM', name: ['تمر محشي باللوز', 'Almond-stuffed dates'], price: 95 },
    { sku: 'NKH-GFT-RMD', name: ['صندوق هدايا رمضان', 'Ramadan gift box'], price: 249 },
    { sku: 'NKH-SYR-400', name: ['دبس التمر ٤٠٠ غ', 'Date syrup 400 g'], price: 22 },
    { sku: 'NKH-DLH-001', name: ['دلة قهوة نحاسية', 'Copper coffee dallah'], price: 140 },
    { sku: 'NKH-FNJ-SET', name: ['طقم فناجين ١٢ قطعة', 'Finjan cup set, 12 pieces'], price: 75 },
  ],
  sections: [
    { name: 'Sales', color: '#1E7F5C', start: '09:00', end: '22:00' },
    { name: 'Customer care', color: '#2F6FDE', start: '08:00', end: '23:00' },
    { name: 'Returns', color: '#C2410C', start: '10:00', end: '18:00' },
  ],
  // The section the demo flow hands over to (sections[1], "Customer care") has one agent in service:
  // agent@wasl.dev (seed/agentLogin.ts), so a demo handover reaches them (SPEC issue 19 contract). The
  // others serve Sales and Returns; Noura is in Customer care but out of service.
  agents: [
    { name: 'سارة الحربي', email: 'sara@nakhla.sa', status: 'active', sections: [0, 2], service: true, phone: '+966501234001' },
    { name: 'Fahad Al-Otaibi', email: 'fahad@nakhla.sa', status: 'active', sections: [0], service: true, phone: '+966501234002' },
    { name: 'نورة القحطاني', email: 'noura@nakhla.sa', status: 'active', sections: [1], service: false, phone: null },
    { name: 'Priya Nair', email: 'priya@nakhla.sa', status: 'active', sections: [2], service: true, phone: '+966501234004' },
    { name: 'عبدالله الشهري', email: 'abdullah@nakhla.sa', status: 'invited', sections: [2], service: true, phone: null },
    { name: 'Lama Al-Ghamdi', email: 'lama@nakhla.sa', status: 'invited', sections: [], service: true, phone: null },
  ],
  quick: [
    { key: 'greeting', content: 'أهلًا وسهلًا بك في نخلة! كيف نقدر نخدمك اليوم؟ / Welcome to Nakhla! How can we help you today?' },
    { key: 'delivery', content: 'Delivery takes 1–3 working days inside Riyadh and 3–5 days to other cities.' },
    { key: 'returns', content: 'يمكنك إرجاع المنتجات غير المفتوحة خلال ١٤ يومًا من الاستلام.' },
    { key: 'payment', content: 'We accept mada, Visa, Mastercard, Apple Pay and cash on delivery.' },
    { key: 'thanks', content: 'شكرًا لتسوقك من نخلة، نسعد بخدمتك دائمًا 🌴' },
  ],
  campaigns: 36,
  tickets: 28,
  activity: 1,
  contactPhones: [
    { phone: '+966920001234', type: 'primary', status: 'approved' },
    { phone: '+966501110020', type: 'secondary', status: 'pending' },
  ],
  vat: '310123456700003',
  address: {
    en: ['Building 7421, King Fahd Road', 'Al Olaya district', 'Riyadh 12214'],
    ar: ['مبنى ٧٤٢١، طريق الملك فهد', 'حي العليا', 'الرياض ١٢٢١٤'],
  },
  logoColour: '#1E7F5C',
  logoLetter: 'N',
};

export const DEMO2: MerchantSpec = {
  seed: 20260202,
  email: 'demo2@wasl.dev',
  businessName: 'Bayt Al Oud Perfumes',
  businessNameAr: 'بيت العود للعطور',
  domain: 'baytaloud.sa',
  language: 'ar',
  plan: 'enterprise',
  addons: ['cart-reminder'],
  orderPrefix: 'OUD',
  firstOrderNumber: 50001,
  orders: 260,
  customers: 110,
  phonePrefixes: ['3', '4', '6'],
  products: [
    { sku: 'OUD-CAM-3ML', name: ['دهن عود كمبودي ٣ مل', 'Cambodian oud oil 3 ml'], price: 450 },
    { sku: 'OUD-BKH-50', name: ['بخور ملكي ٥٠ غ', 'Royal bakhoor 50 g'], price: 120 },
    { sku: 'OUD-MSK-10', name: ['مسك الطهارة ١٠ مل', 'White musk 10 ml'], price: 35 },
    { sku: 'OUD-TAF-50', name: ['عطر الورد الطائفي ٥٠ مل', 'Taif rose perfume 50 ml'], price: 280 },
    { sku: 'OUD-AMB-100', name: ['عطر عنبر وعود ١٠٠ مل', 'Amber & oud eau de parfum 100 ml'], price: 320 },
    { sku: 'OUD-MBK-ELC', name: ['مبخرة كهربائية', 'Electric incense burner'], price: 160 },
    { sku: 'OUD-MUA-100', name: ['عود معطر ١٠٠ غ', 'Perfumed oud chips 100 g'], price: 210 },
    { sku: 'OUD-GFT-SET', name: ['طقم هدايا العود والمسك', 'Oud & musk gift set'], price: 499 },
    { sku: 'OUD-HAIR-50', name: ['عطر الشعر ٥٠ مل', 'Hair mist 50 ml'], price: 95 },
    { sku: 'OUD-LOT-200', name: ['لوشن المسك ٢٠٠ مل', 'Musk body lotion 200 ml'], price: 65 },
  ],
  sections: [
    { name: 'الطلبات', color: '#7C3AED', start: '10:00', end: '23:30' },
    { name: 'كبار العملاء', color: '#B45309', start: '12:00', end: '22:00' },
    { name: 'Wholesale', color: '#0E7490', start: '09:00', end: '17:00' },
  ],
  agents: [
    { name: 'ريم الدوسري', email: 'reem@baytaloud.sa', status: 'active', sections: [0, 1], service: true, phone: '+966561230011' },
    { name: 'Majed Al-Zahrani', email: 'majed@baytaloud.sa', status: 'active', sections: [2], service: true, phone: null },
    { name: 'هيفاء المطيري', email: 'haifa@baytaloud.sa', status: 'active', sections: [0], service: true, phone: '+966561230013' },
    { name: 'Omar Farouk', email: 'omar@baytaloud.sa', status: 'invited', sections: [1], service: false, phone: null },
  ],
  quick: [
    { key: 'ترحيب', content: 'مرحبًا بك في بيت العود، يسعدنا مساعدتك في اختيار عطرك.' },
    { key: 'samples', content: 'Free samples are included with every order above 300 SAR.' },
    { key: 'الشحن', content: 'الشحن مجاني للطلبات فوق ٢٠٠ ريال داخل المملكة.' },
    { key: 'wholesale', content: 'For wholesale prices please share your company name and commercial registration number.' },
  ],
  campaigns: 24,
  tickets: 18,
  activity: 0.6,
  contactPhones: [
    { phone: '+966920005678', type: 'primary', status: 'approved' },
    { phone: '+966561110030', type: 'secondary', status: 'approved' },
    { phone: '+966561110031', type: 'secondary', status: 'pending' },
  ],
  vat: '310987654300003',
  address: {
    en: ['Unit 12, Tahlia Street', 'Al Rawdah district', 'Jeddah 23432'],
    ar: ['وحدة ١٢، شارع التحلية', 'حي الروضة', 'جدة ٢٣٤٣٢'],
  },
  logoColour: '#7C3AED',
  logoLetter: 'ب',
};

export const NEW_MERCHANT = { email: 'new@wasl.dev' } as const;

/** ARCHITECTURE.md: every seeded account has this password. */
export const SEED_PASSWORD = 'Demo@2026';

export interface CampaignIdea {
  en: string;
  ar: string;
  contentEn: string;
  contentAr: string;
}

export const CAMPAIGN_IDEAS: Record<'demo' | 'demo2', CampaignIdea[]> = {
  demo: [
    {
      en: 'White Friday dates sale',
      ar: 'تخفيضات الجمعة البيضاء على التمور',
      contentEn: 'Up to 30% off premium dates this White Friday.',
      contentAr: 'خصم يصل إلى ٣٠٪ على التمور الفاخرة في الجمعة البيضاء.',
    },
    {
      en: 'National Day offers',
      ar: 'عروض اليوم الوطني',
      contentEn: 'Celebrate National Day with 20% off gift boxes.',
      contentAr: 'احتفل باليوم الوطني بخصم ٢٠٪ على صناديق الهدايا.',
    },
    {
      en: 'New Sukkari harvest',
      ar: 'محصول السكري الجديد',
      contentEn: 'The new Sukkari harvest has arrived. Order fresh today.',
      contentAr: 'وصل محصول السكري الجديد، اطلبه طازجًا اليوم.',
    },
    {
      en: 'Coffee lovers week',
      ar: 'أسبوع محبي القهوة',
      contentEn: 'Buy two coffee packs and get cardamom free.',
      contentAr: 'اشترِ عبوتين من القهوة واحصل على الهيل مجانًا.',
    },
    {
      en: 'Weekend free delivery',
      ar: 'توصيل مجاني نهاية الأسبوع',
      contentEn: 'Free delivery on all orders this weekend.',
      contentAr: 'توصيل مجاني لجميع الطلبات في نهاية هذا الأسبوع.',
    },
    {
      en: 'Ramadan gift boxes',
      ar: 'صناديق هدايا رمضان',
      contentEn: 'Pre-order your Ramadan gift boxes now.',
      contentAr: 'احجز صناديق هدايا رمضان الآن.',
    },
  ],
  demo2: [
    {
      en: 'Oud collection launch',
      ar: 'إطلاق مجموعة العود',
      contentEn: 'Discover our new Cambodian oud collection.',
      contentAr: 'اكتشف مجموعتنا الجديدة من العود الكمبودي.',
    },
    {
      en: 'Eid perfume gifts',
      ar: 'هدايا العيد العطرية',
      contentEn: 'Make Eid special with our perfume gift sets.',
      contentAr: 'اجعل العيد مميزًا مع أطقم الهدايا العطرية.',
    },
    {
      en: 'Taif rose season',
      ar: 'موسم الورد الطائفي',
      contentEn: 'Taif rose season is here: limited bottles.',
      contentAr: 'موسم الورد الطائفي بدأ، الكمية محدودة.',
    },
    {
      en: 'VIP early access',
      ar: 'وصول مبكر لكبار العملاء',
      contentEn: 'Early access to new releases for our VIP customers.',
      contentAr: 'وصول مبكر للإصدارات الجديدة لكبار عملائنا.',
    },
    {
      en: 'Bakhoor bundle deal',
      ar: 'عرض باقة البخور',
      contentEn: 'Two bakhoor packs with a free incense burner.',
      contentAr: 'عبوتان من البخور مع مبخرة مجانية.',
    },
  ],
};

export const TICKET_TOPICS: { topic: string; description: string; reply: string }[] = [
  {
    topic: 'Invoice template still pending',
    description: 'Our order confirmation template has been pending approval for two days.',
    reply: 'Templates can take up to 3 hours; we escalated yours to the provider.',
  },
  {
    topic: 'رسائل الطلبات لا تصل',
    description: 'بعض العملاء لم تصلهم رسائل تأكيد الطلب اليوم.',
    reply: 'تم إصلاح المشكلة، يرجى إعادة إرسال الفواتير من صفحة الطلبات.',
  },
  {
    topic: 'Add a second business number',
    description: 'We need a second number for the wholesale team.',
    reply: 'You can add it from Contacts; it will show as pending until approved.',
  },
  {
    topic: 'تغيير اسم النشاط التجاري',
    description: 'نرغب في تحديث الاسم التجاري الظاهر للعملاء.',
    reply: 'يمكنك تحديثه من الملف الشخصي، وسيظهر خلال ساعات.',
  },
  {
    topic: 'Campaign rejected',
    description: 'Our campaign was rejected without a clear reason.',
    reply: 'The image contained a phone number; please remove it and resubmit.',
  },
  {
    topic: 'ربط متجر سلة',
    description: 'لا تظهر طلبات متجر سلة في لوحة التحكم.',
    reply: 'أعدنا ربط المتجر، ستظهر الطلبات الجديدة تلقائيًا.',
  },
  {
    topic: 'Coins not added after payment',
    description: 'We bought 1,000 coins but the balance did not change.',
    reply: 'The payment failed at the bank; no amount was charged. Please try again.',
  },
  {
    topic: 'تصدير بيانات العملاء',
    description: 'ملف العملاء يظهر بحروف غير مفهومة في إكسل.',
    reply: 'الملف الآن بترميز UTF-8 مع BOM ويفتح بالعربية بشكل صحيح.',
  },
  {
    topic: 'Agent cannot log in',
    description: 'Our new agent did not receive the invitation e-mail.',
    reply: 'We resent the invitation; please check the spam folder too.',
  },
  {
    topic: 'طلب فاتورة ضريبية',
    description: 'نحتاج فاتورة ضريبية لاشتراك الشهر الماضي.',
    reply: 'أرسلنا الفاتورة إلى البريد الإلكتروني المسجل.',
  },
];

export const FEEDBACK_COMMENTS = {
  positive: [
    'Fast delivery, thank you!',
    'خدمة ممتازة وسرعة في الرد',
    'Very helpful agent.',
    'المنتج رائع والتغليف أنيق',
    'Great quality as always.',
  ],
  neutral: ['Delivery was OK.', 'الطلب وصل متأخر قليلًا', 'Average experience.', ''],
  negative: ['The order arrived damaged.', 'تأخر الرد كثيرًا', 'Wrong item delivered.', 'لم يتم حل مشكلتي'],
} as const;
