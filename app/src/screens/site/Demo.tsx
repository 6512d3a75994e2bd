import { useTranslation } from '@wasl/i18n';
import type { DemoBody } from '@wasl/api/types';
import { api } from '../../state/api';
import { ChatArt } from './Illustrations';
import { DemoForm } from './DemoForm';
import { PageHeader } from './parts';
import * as styles from './site.css';

const asideItems = ['one', 'two', 'three'] as const;

const book = async (body: DemoBody) => {
  await (await api()).bookDemo({ body });
};

/** /demo: the booking form beside what the demo shows. */
export function Demo() {
  const { t } = useTranslation('site');
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
