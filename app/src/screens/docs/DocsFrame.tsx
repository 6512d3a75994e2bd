import type { ReactNode } from 'react';
import { useTranslation } from '@wasl/i18n';
import { Link } from '@wasl/ui';
import * as screen from '../screens.css';
import { docsPaths, integrationPages, webhookPages, type DocsPageId } from './docsPages';
import * as styles from './docs.css';

function NavLink({ id, current }: { id: DocsPageId; current: string }) {
  const { t } = useTranslation('docs');
  const isCurrent = id === current;
  return (
    <li>
      <Link
        variant="standalone"
        href={docsPaths[id]}
        aria-current={isCurrent ? 'page' : undefined}
        className={isCurrent ? styles.navCurrent : styles.navLink}
      >
        {t(`pages.${id}.heading`)}
      </Link>
    </li>
  );
}

/** Every docs page: the docs navigation beside the page's heading, lead and sections. */
export function DocsFrame({ id, children }: { id: DocsPageId; children: ReactNode }) {
  const { t } = useTranslation('docs');
  return (
    <div className={styles.layout}>
      <nav aria-label={t('nav.label')} className={styles.nav}>
        <ul className={styles.navList}>
          <NavLink id="docs" current={id} />
          <NavLink id="docsIntegrations" current={id} />
          <li>
            <ul className={styles.navNested} aria-label={t('nav.integrations')}>
              {integrationPages.map((page) => (
                <NavLink key={page} id={page} current={id} />
              ))}
            </ul>
          </li>
          <NavLink id="docsWebhooks" current={id} />
          <li>
            <ul className={styles.navNested} aria-label={t('nav.webhooks')}>
              {webhookPages.map((page) => (
                <NavLink key={page} id={page} current={id} />
              ))}
            </ul>
          </li>
        </ul>
      </nav>
      <article className={styles.article}>
        <header className={styles.section}>
          <h1 className={screen.heading}>{t(`pages.${id}.heading`)}</h1>
          <p className={screen.lead}>{t(`pages.${id}.lead`)}</p>
        </header>
        {children}
      </article>
    </div>
  );
}
