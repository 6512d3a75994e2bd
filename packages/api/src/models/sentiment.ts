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
 * it. Score > 0 → positive, < 0 → negative, 0 → neutral. Its limits are those of any lexicon:
 * sarcasm and unknown words read as neutral.
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
};
const AR_NEGATORS = new Set(['لا', 'ما', 'مو', 'مب', 'مش', 'غير', 'ليس', 'لم', 'لن', 'ماهو', 'ماكان', 'بدون', 'مانصح']);
const AR_INTENSIFIERS = new Set(['جدا', 'مره', 'كثير', 'كثيرا', 'وايد', 'حيل', 'بزاف', 'مرا']);

const EMOJI_POSITIVE = ['😍', '😊', '👍', '❤', '🥰', '😁', '🙏', '👌', '💯', '🌹', '😃', '🤩', '⭐'];
const EMOJI_NEGATIVE = ['😡', '😠', '👎', '😞', '😢', '😭', '💔', '🤬', '😤', '😒'];

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

function weightOf(word: string): { weight?: number; negator: boolean; intensifier: boolean } {
  if (/[\u0600-\u06FF]/.test(word)) {
    return { weight: arabicWeight(word), negator: AR_NEGATORS.has(word), intensifier: AR_INTENSIFIERS.has(word) };
  }
  const p = EN_POSITIVE[word];
  const n = EN_NEGATIVE[word];
  return {
    weight: p ? p : n ? -n : undefined,
    negator: EN_NEGATORS.has(word),
    intensifier: EN_INTENSIFIERS.has(word),
  };
}

/** The signed score of a text (see the file comment): > 0 positive, < 0 negative. */
export function sentimentScore(text: string): number {
  let score = 0;
  for (const e of EMOJI_POSITIVE) if (text.includes(e)) score += 1;
  for (const e of EMOJI_NEGATIVE) if (text.includes(e)) score -= 1;
  let negateFor = 0;
  let boost = 1;
  for (const word of wordsOf(text)) {
    const w = weightOf(word);
    if (w.negator) {
      negateFor = 3; // the next two words (this one counts down first)
    } else if (w.intensifier) {
      boost = 2;
    } else if (w.weight !== undefined) {
      score += (negateFor > 0 ? -w.weight : w.weight) * boost;
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

/**
 * The lexicon's negative words a text uses, as written (normalised, lower-cased; a negated positive
 * word is not one): the themes of a complaint ("late", "broken", "متاخر"). For the insights of the
 * plan feature ai_analytics (models/insights.ts).
 */
export function negativeTerms(text: string): string[] {
  const found: string[] = [];
  let negateFor = 0;
  for (const word of wordsOf(text)) {
    const w = weightOf(word);
    if (w.negator) negateFor = 3;
    else if (w.weight !== undefined && w.weight < 0 && negateFor === 0 && !found.includes(word)) found.push(word);
    else if (w.weight !== undefined) negateFor = 0;
    if (negateFor > 0) negateFor -= 1;
  }
  return found;
}
