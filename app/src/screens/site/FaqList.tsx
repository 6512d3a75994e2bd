import { useTranslation } from '@wasl/i18n';
import { Accordion, Disclosure } from '@wasl/ui';
import { faqIds } from './faq';

/** The FAQ as an accordion (react-aria Disclosure: Enter or Space opens an answer). */
export function FaqList({ count = faqIds.length, headingLevel = 2 }: { count?: number; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation('site');
  return (
    <Accordion allowsMultipleExpanded>
      {faqIds.slice(0, count).map((id) => (
        <Disclosure key={id} id={id} title={t(`faq.${id}.q`)} headingLevel={headingLevel}>
          <p>{t(`faq.${id}.a`)}</p>
        </Disclosure>
      ))}
    </Accordion>
  );
}
