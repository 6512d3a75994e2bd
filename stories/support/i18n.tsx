import { useTranslation } from '@wasl/i18n';
import { useKeyTranslator } from '@wasl/i18n/typed';

/**
 * Stories show real translated copy, so the Arabic modes show Arabic text. The keys are full
 * `ns:key`s checked against the English catalogue at compile time (ADR 015), as in the product.
 */
export function useStoryT() {
  return useKeyTranslator();
}

/**
 * Sample content for stories only (order ids, product names, sentences), in both languages,
 * without putting story copy into the product's translation files.
 */
export function useCopy<T>(copy: { en: T; ar: T }): T {
  const { i18n } = useTranslation();
  return i18n.language === 'ar' ? copy.ar : copy.en;
}
