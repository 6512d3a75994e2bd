import { useTranslation } from '@wasl/i18n';

/** Stories show real translated copy, so the Arabic modes show Arabic text. */
export function useStoryT() {
  return useTranslation().t;
}

/**
 * Sample content for stories only (order ids, product names, sentences), in both languages,
 * without putting story copy into the product's translation files.
 */
export function useCopy<T>(copy: { en: T; ar: T }): T {
  const { i18n } = useTranslation();
  return i18n.language === 'ar' ? copy.ar : copy.en;
}
