/**
 * Sentiment of a customer's survey comment (SPEC §3 "responses with sentiment positive, negative or
 * neutral"): a small, deterministic, lexicon-based classifier for English and Arabic (Modern
 * Standard and common Gulf forms). Pure — no model, no network: the same text always gets the same
 * label, in the server, the seed and the tests.
 *
 * How it scores: the text is normalised (lower case; Arabic diacritics and tatweel removed; alef,
 * ya and ta-marbuta forms unified), split into words; each lexicon word (or emoji) adds its weight
 * (+1 positive, −1 negative, ±2 strong); a negator ("not", "never", "لا", "ما", "مو", "غير" …) up
 * to two words before flips the next scored word; an intensifier ("very", "جدا", "مرة") doubles
 * it. Score > 0 → positive, < 0 → negative, 0 → neutral. Arabizi (Gulf Arabic typed in Latin
 * letters and digits: "7ilo", "t2a5ar", "mo zain") has its own small lexicon and negators; a
 * negated service word ("nobody answered", "ما وصلني") is a complaint; after "but"/"بس"/"لكن"
 * words weigh double; a sarcasm marker (🙄 🤡) turns praise into blame (see `sentimentScore`).
 * Its limits are those of any lexicon: sarcasm without a marker and unknown words read as neutral.
 * Measured on hand-labelled sets (sentimentEval.ts; docs/performance.md "Survey sentiment").
 */
/** The three labels (SPEC §3), in display order. */
export const sentiments = ['positive', 'negative', 'neutral'] as const;
export type Sentiment = (typeof sentiments)[number];

const EN_POSITIVE: Record<string, number> = {
  good: 1,
  great: 2,
  excellent: 2,
  amazing: 2,
  awesome: 2,
  perfect: 2,
  love: 2,
  loved: 2,
  nice: 1,
  fast: 1,
  quick: 1,
  quickly: 1,
  helpful: 1,
  happy: 1,
  satisfied: 1,
  recommend: 1,
  thanks: 1,
  thank: 1,
  friendly: 1,
  polite: 1,
  best: 2,
  fantastic: 2,
  wonderful: 2,
  smooth: 1,
  easy: 1,
  fresh: 1,
  beautiful: 1,
  professional: 1,
  superb: 2,
  pleased: 1,
  impressed: 1,
  reliable: 1,
  'on-time': 1,
  delicious: 1,
  worth: 1,
  gorgeous: 2,
  lovely: 2,
  brilliant: 2,
  outstanding: 2,
  legend: 2,
  steal: 1,
  cheerful: 1,
  appreciate: 1,
  appreciated: 1,
  kind: 1,
  neat: 1,
  intact: 1,
  fair: 1,
  affordable: 1,
  reasonable: 1,
  premium: 1,
  solid: 1,
  better: 1,
  wow: 1,
  glad: 1,
  recommended: 1,
  efficient: 1,
  courteous: 1,
  patient: 1,
  fits: 1,
  comfortable: 1,
};
const EN_NEGATIVE: Record<string, number> = {
  bad: 1,
  terrible: 2,
  awful: 2,
  horrible: 2,
  worst: 2,
  poor: 1,
  slow: 1,
  late: 1,
  delayed: 1,
  delay: 1,
  damaged: 2,
  broken: 2,
  wrong: 1,
  missing: 1,
  rude: 2,
  disappointed: 2,
  disappointing: 2,
  refund: 1,
  expensive: 1,
  problem: 1,
  problems: 1,
  issue: 1,
  issues: 1,
  unhappy: 1,
  waste: 2,
  useless: 2,
  cold: 1,
  dirty: 1,
  angry: 2,
  complaint: 1,
  cancel: 1,
  cancelled: 1,
  fake: 2,
  hate: 2,
  lost: 1,
  unacceptable: 2,
  ignored: 1,
  cracked: 2,
  broke: 2,
  breaks: 1,
  leaked: 1,
  tore: 2,
  crushed: 2,
  squashed: 2,
  torn: 2,
  ruined: 2,
  melted: 1,
  leaking: 1,
  stained: 1,
  scratched: 1,
  scratches: 1,
  faded: 1,
  expired: 2,
  wet: 1,
  overpriced: 2,
  overcharged: 2,
  scam: 2,
  joke: 1,
  nightmare: 2,
  hidden: 1,
  clueless: 2,
  stopped: 1,
  waited: 1,
  waiting: 1,
  unsafe: 2,
  poorly: 1,
  mess: 1,
  annoying: 1,
  frustrating: 2,
  disgusting: 2,
  complaints: 1,
  complain: 1,
};
const EN_NEGATORS = new Set([
  'not',
  'no',
  "don't",
  'dont',
  "didn't",
  'didnt',
  "isn't",
  'isnt',
  "wasn't",
  'wasnt',
  'never',
  'nothing',
  'without',
  "won't",
  'wont',
  "doesn't",
  'doesnt',
  'nobody',
  'noone',
  'none',
  "can't",
  'cant',
  "couldn't",
  'couldnt',
  "haven't",
  'havent',
  "hasn't",
  'hasnt',
  "aren't",
  "weren't",
]);
const EN_INTENSIFIERS = new Set(['very', 'really', 'so', 'extremely', 'super', 'too', 'totally']);

/** Arabic words in their normalised form (see `normaliseArabic`). */
const AR_POSITIVE: Record<string, number> = {
  ممتاز: 2,
  ممتازه: 2,
  رائع: 2,
  رائعه: 2,
  جميل: 1,
  جميله: 1,
  حلو: 1,
  حلوه: 1,
  سريع: 1,
  سريعه: 1,
  شكرا: 1,
  شكر: 1,
  جيد: 1,
  جيده: 1,
  افضل: 2,
  احسن: 1,
  مميز: 1,
  مميزه: 1,
  انصح: 1,
  راضي: 1,
  سعيد: 1,
  مبدع: 1,
  خيال: 2,
  روعه: 2,
  كفو: 2,
  يعطيكم: 1,
  العافيه: 1,
  تسلمون: 1,
  متعاون: 1,
  انيق: 1,
  بسرعه: 1,
  مرتب: 1,
  نظيف: 1,
  لذيذ: 1,
  محترم: 1,
  محترمين: 1,
  ابداع: 2,
  ممتازين: 2,
  يجنن: 2,
  عجبني: 1,
  استاهل: 1,
  يستاهل: 1,
  مضبوط: 1,
  تمام: 1,
  زين: 1,
  زينه: 1,
  فخم: 1,
  فخمه: 1,
  متعاونه: 1,
  متعاونين: 1,
  مناسب: 1,
  مناسبه: 1,
  معقول: 1,
  خدوم: 1,
  ذوق: 1,
  راضيه: 1,
  احلى: 1,
  حبيت: 1,
  حبوا: 1,
  احب: 1,
  مشكور: 1,
  مشكورين: 1,
  لقطه: 1,
  راقي: 1,
  راقيه: 1,
  خلوق: 1,
  مؤدب: 1,
  مودبين: 1,
  طازج: 1,
  طازجه: 1,
  رخيص: 1,
  يسوي: 1,
  تسوي: 1,
  تستاهل: 1,
  بطل: 1,
  نظيفه: 1,
  سليم: 1,
  سليمه: 1,
  الحمدلله: 1,
};
const AR_NEGATIVE: Record<string, number> = {
  سيء: 1,
  سيئ: 1,
  سيئه: 1,
  سي: 1,
  تاخر: 1,
  تاخير: 1,
  متاخر: 1,
  متاخره: 1,
  مكسور: 2,
  تالف: 2,
  خربان: 2,
  خطا: 1,
  غلط: 1,
  مشكله: 1,
  مشاكل: 1,
  مشكلتي: 1,
  زعلان: 1,
  ضعيف: 1,
  ضعيفه: 1,
  رديء: 2,
  ردي: 2,
  غالي: 1,
  بطيء: 1,
  بطيئ: 1,
  وقح: 2,
  خايس: 2,
  زفت: 2,
  فاشل: 2,
  مخيب: 2,
  استرجاع: 1,
  ناقص: 1,
  مغشوش: 2,
  اسوا: 2,
  مقرف: 2,
  تعبان: 1,
  حرام: 1,
  للاسف: 1,
  مزعج: 1,
  خدش: 1,
  خدوش: 1,
  مبلول: 1,
  مبلوله: 1,
  مهروس: 2,
  مهروسه: 2,
  خربت: 2,
  خربانه: 2,
  منتهي: 2,
  مخفيه: 1,
  ضايع: 2,
  كابوس: 2,
  مهزله: 2,
  انصدمت: 2,
  تقليد: 2,
  مقلد: 2,
  اغلى: 1,
  كذب: 2,
  نصب: 2,
  ذايب: 1,
  ذايبه: 1,
  مكسوره: 2,
  ردييه: 2,
  سيئين: 1,
  وصخ: 1,
  يتاخر: 1,
  تاخرت: 1,
  تاخروا: 1,
  قصرت: 1,
  قصرتوا: 1,
  قصرتو: 1,
  قصروا: 1,
  مقصرين: 1,
  شكوي: 1,
};
const AR_NEGATORS = new Set([
  'لا',
  'ما',
  'مو',
  'مب',
  'مش',
  'غير',
  'ليس',
  'لم',
  'لن',
  'ماهو',
  'ماكان',
  'بدون',
  'مانصح',
  'ولا',
  'محد',
  'ماحد',
  'ماحدا',
  'مافي',
  'مافيه',
]);
const AR_INTENSIFIERS = new Set(['جدا', 'مره', 'كثير', 'كثيرا', 'وايد', 'حيل', 'بزاف', 'مرا', 'ابدا', 'نهائيا', 'اطلاقا']);

/**
 * Words that say nothing alone but a complaint when negated: what the merchant owes the customer
 * (an answer, the parcel, the refund, a fix). "answered" is neutral; "nobody answered" is −1.
 */
const NEGATED_COMPLAINTS = new Set([
  // English
  'answer',
  'answered',
  'answers',
  'answering',
  'reply',
  'replied',
  'replies',
  'respond',
  'responded',
  'response',
  'arrive',
  'arrived',
  'deliver',
  'delivered',
  'receive',
  'received',
  'refund',
  'refunded',
  'showed',
  'show',
  'reach',
  'reached',
  'fix',
  'fixed',
  'solve',
  'solved',
  'help',
  'helped',
  'work',
  'works',
  'working',
  'call',
  'called',
  // Arabic (normalised)
  'رد',
  'ردوا',
  'ردو',
  'يرد',
  'يردون',
  'ردكم',
  'وصل',
  'وصلني',
  'وصلت',
  'وصلتني',
  'يوصل',
  'توصل',
  'رجعوا',
  'رجعو',
  'ارجع',
  'يرجع',
  'حلوا',
  'يحل',
  'انحلت',
  'اتصل',
  'اتصلوا',
  'يشتغل',
  'اشتغل',
  'يشبه',
  'تستجيب',
  // Arabizi
  'rad',
  'raddo',
  'yrad',
  'yriddon',
  'wasal',
  'wasalni',
]);

/**
 * Arabizi (Arabic in Latin letters and digits, common in the Gulf): the lexicon's most frequent words
 * as they are typed, with the digits for ح (7), ع (3), ء (2), خ (5), ط (6). Looked up before English.
 */
const ARABIZI: Record<string, number> = {
  '7ilo': 1,
  '7elo': 1,
  '7elw': 1,
  '7elwa': 1,
  '7ilwa': 1,
  '7lo': 1,
  '7lwa': 1,
  helo: 1,
  mumtaz: 2,
  momtaz: 2,
  mumtaza: 2,
  momtaza: 2,
  zain: 1,
  zein: 1,
  zeen: 1,
  zina: 1,
  zaina: 1,
  shukran: 1,
  shokran: 1,
  mashkoor: 1,
  mashkoreen: 1,
  kafo: 2,
  kfo: 2,
  ra2e3: 2,
  ray2a: 2,
  '3ajabni': 1,
  '3jbni': 1,
  '7abbait': 1,
  '7abait': 1,
  '7abeet': 1,
  '7abbeet': 1,
  ta3awon: 1,
  mot3awen: 1,
  mut3awin: 1,
  yestahel: 1,
  yistahel: 1,
  yistahal: 1,
  sari3: 1,
  sarea: 1,
  'b-sor3a': 1,
  sor3a: 1,
  ghali: -1,
  ghaly: -1,
  '8ali': -1,
  t2a5ar: -1,
  t2akhar: -1,
  ta2akhar: -1,
  t2a5eer: -1,
  mt2a5er: -1,
  zift: -2,
  zeft: -2,
  khayes: -2,
  '5ayes': -2,
  sayi2: -1,
  sayye2: -1,
  maksoor: -2,
  makso: -2,
  kharban: -2,
  '5arban': -2,
  fashel: -2,
  ghalat: -1,
  '3`8alat': -1,
  mushkila: -1,
  moshkla: -1,
  lil2asaf: -1,
  asli: 1,
};
const ARABIZI_NEGATORS = new Set(['mo', 'mu', 'mob', 'mub', 'mesh', 'mish', 'ma', 'mahad', 'ma7ad', 'm7d', 'wala']);
const ARABIZI_INTENSIFIERS = new Set(['wayed', 'wayid', 'waayed', 'jedan', 'marra', 'mara', 'kteer', 'katheer', 'abadan', '7eil', '7eel']);

/** Words after which Arabic ما starts a clause of time instead of negating. */
const TIME_CONJUNCTIONS = new Set(['قبل', 'بعد', 'لين', 'الين', 'لما', 'يوم', 'اول']);

/** "but": what follows weighs double — "good product but slow delivery" is a complaint. */
const CONTRASTS = new Set(['but', 'however', 'although', 'though', 'لكن', 'ولكن', 'بس', 'بالعكس', 'bas', 'bs', 'laken']);

const EMOJI_POSITIVE = [
  '😍',
  '😊',
  '👍',
  '❤',
  '🥰',
  '😁',
  '🙏',
  '👌',
  '💯',
  '🌹',
  '😃',
  '🤩',
  '⭐',
  '😄',
  '🔥',
  '👏',
  '♥',
  '💐',
  '😘',
  '🤍',
  '💙',
  '💚',
];
const EMOJI_NEGATIVE = ['😡', '😠', '👎', '😞', '😢', '😭', '💔', '🤬', '😤', '😒', '😔', '😩', '😫', '🤮', '🤢'];
/**
 * Marks of sarcasm ("Amazing service 🙄"): with one, praise reads as its opposite and the marker
 * itself counts against. 👏 and 😂 are not here: they are as often sincere.
 */
const SARCASM = ['🙄', '🤡', '🙃', '😏'];

/** Arabic letters in one form: no diacritics or tatweel; أ/إ/آ → ا, ى → ي, ة → ه, ؤ → و, ئ → ي. */
export function normaliseArabic(text: string): string {
  return text
    .replace(/[\u064B-\u065F\u0670\u0640]/g, '')
    .replace(/[أإآ]/g, 'ا')
    .replace(/ى/g, 'ي')
    .replace(/ة/g, 'ه')
    .replace(/ؤ/g, 'و')
    .replace(/ئ/g, 'ي');
}

/** The words of a text, lower-cased and normalised (Arabic prefixes و/ف/ب/ال kept as they come, then tried off). */
function wordsOf(text: string): string[] {
  return normaliseArabic(text.normalize('NFKC').toLowerCase())
    .split(/[^\p{L}\p{N}'-]+/u)
    .filter(Boolean);
}

/** The lexicon weight of an Arabic word, trying it without و/ف/ب/ل/ال prefixes. */
function arabicWeight(word: string): number | undefined {
  const candidates = [word, word.replace(/^[وفب]/, ''), word.replace(/^(وال|فال|بال|لل|ال)/, '')];
  for (const w of candidates) {
    if (w in AR_POSITIVE && AR_POSITIVE[w]) return AR_POSITIVE[w];
    if (w in AR_NEGATIVE && AR_NEGATIVE[w]) return -AR_NEGATIVE[w]!;
  }
  return undefined;
}

interface WordRole {
  weight?: number;
  negator: boolean;
  intensifier: boolean;
  contrast: boolean;
  complaintIfNegated: boolean;
}

function roleOf(word: string): WordRole {
  const contrast = CONTRASTS.has(word);
  const complaintIfNegated = NEGATED_COMPLAINTS.has(word) || NEGATED_COMPLAINTS.has(word.replace(/^[وف]/, ''));
  if (/[\u0600-\u06FF]/.test(word)) {
    return {
      weight: arabicWeight(word),
      negator: AR_NEGATORS.has(word),
      intensifier: AR_INTENSIFIERS.has(word),
      contrast,
      complaintIfNegated,
    };
  }
  const z = ARABIZI[word];
  if (z !== undefined || ARABIZI_NEGATORS.has(word) || ARABIZI_INTENSIFIERS.has(word)) {
    return { weight: z, negator: ARABIZI_NEGATORS.has(word), intensifier: ARABIZI_INTENSIFIERS.has(word), contrast, complaintIfNegated };
  }
  const p = EN_POSITIVE[word];
  const n = EN_NEGATIVE[word];
  return {
    weight: p ? p : n ? -n : undefined,
    negator: EN_NEGATORS.has(word),
    intensifier: EN_INTENSIFIERS.has(word),
    contrast,
    complaintIfNegated,
  };
}

/**
 * The signed score of a text (see the file comment): > 0 positive, < 0 negative.
 *
 * Beyond word weights: a negated word counts against its sign but no stronger than 1 ("not great"
 * is milder than "terrible", so "not bad, not great" is neutral); a negated service word ("nobody
 * answered", "ما وصلني") is a complaint; after "but"/"بس"/"لكن" words weigh double; repeated
 * question marks ("where is my order??") are exasperation; with a sarcasm marker (🙄 🤡) praise
 * counts as blame.
 */
export function sentimentScore(text: string): number {
  const sarcastic = SARCASM.some((e) => text.includes(e));
  let score = 0;
  for (const e of EMOJI_POSITIVE) if (text.includes(e)) score += sarcastic ? 0 : 1;
  for (const e of EMOJI_NEGATIVE) if (text.includes(e)) score -= 1;
  if (sarcastic) score -= 1;
  if (/[?؟]{2,}/.test(text)) score -= 1;
  let negateFor = 0;
  let boost = 1;
  let contrast = 1;
  let previous = '';
  for (const word of wordsOf(text)) {
    const w = roleOf(word);
    // "قبل ما" / "بعد ما" / "لين ما" (before / after / until) is a conjunction, not a negation.
    if (w.negator && word === 'ما' && TIME_CONJUNCTIONS.has(previous)) w.negator = false;
    previous = word;
    if (w.contrast) {
      contrast = 2;
      negateFor = 0;
    } else if (w.negator) {
      negateFor = 3; // the next two words (this one counts down first)
    } else if (w.intensifier) {
      boost = 2;
    } else if (w.weight !== undefined || (w.complaintIfNegated && negateFor > 0)) {
      const weight = w.weight ?? 0;
      let value = negateFor > 0 ? (weight === 0 ? -1 : -Math.sign(weight)) : weight;
      if (sarcastic && value > 0) value = -value;
      score += value * boost * contrast;
      negateFor = 0;
      boost = 1;
    }
    if (negateFor > 0) negateFor -= 1;
  }
  return score;
}

/** positive, negative or neutral for a comment, English or Arabic (or both mixed). */
export function classifySentiment(text: string): Sentiment {
  const s = sentimentScore(text);
  return s > 0 ? 'positive' : s < 0 ? 'negative' : 'neutral';
}
