import { useTranslation } from '@wasl/i18n';
import { useSetAtom } from 'jotai';
import { bookDemo } from '../../state/publicCalls';
import { ChatArt } from './Illustrations';
import { DemoForm } from './DemoForm';
import { PageHeader } from './parts';
import * as styles from './site.css';

const asideItems = ['one', 'two', 'three'] as const;

/** /demo: the booking form beside what the demo shows. */
export function Demo() {
  const { t } = useTranslation('site');
  const book = useSetAtom(bookDemo);
  return (
    <article className={styles.page}>
      <PageHeader title={t('pages.demo.heading')} lead={t('demo.intro')} />
      <div className={styles.demoLayout}>
        <DemoForm submit={book} />
        <aside className={styles.tile} aria-labelledby="demo-aside">
          <h2 id="demo-aside" className={styles.tileTitle}>
            {t('demo.asideTitle')}
          </h2>
          <ul className={styles.checklist}>
            {asideItems.map((id) => (
              <li key={id}>{t(`demo.aside.${id}`)}</li>
            ))}
          </ul>
          <ChatArt className={styles.art} />
        </aside>
      </div>
    </article>
  );
}
