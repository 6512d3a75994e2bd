import { useTranslation } from '@wasl/i18n';

/** Stories show real translated copy, so the Arabic modes show Arabic text. */
export function useStoryT() {
  return useTranslation().t;
}
