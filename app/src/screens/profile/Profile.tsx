import { useSearch } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import { useTranslation } from '@wasl/i18n';
import { Card, Tab, TabList, TabPanel, Tabs } from '@wasl/ui';
import * as styles from '../screens.css';
import { ChangePasswordForm } from './ChangePasswordForm';
import { ProfileInfo } from './ProfileInfo';

type ProfileTab = 'info' | 'reset';

/** /profile?tab=info|reset (SPEC §2): the business profile and the password, the tab in the URL. */
export function Profile() {
  const { t } = useTranslation('account');
  const requested = new URLSearchParams(useSearch()).get('tab');
  const tab: ProfileTab = requested === 'reset' ? 'reset' : 'info';
  return (
    <section className={styles.page} aria-labelledby="page-heading">
      <h1 id="page-heading" className={styles.heading}>
        {t('profile.title')}
      </h1>
      <Tabs selectedKey={tab} onSelectionChange={(key) => navigate(`/profile?tab=${String(key)}`, { replace: true })}>
        <TabList aria-label={t('profile.title')}>
          <Tab id="info">{t('profile.tabs.info')}</Tab>
          <Tab id="reset">{t('profile.tabs.reset')}</Tab>
        </TabList>
        <TabPanel id="info">
          <ProfileInfo />
        </TabPanel>
        <TabPanel id="reset">
          <Card padding="md" title={t('password.title')} headingLevel={2}>
            <ChangePasswordForm />
          </Card>
        </TabPanel>
      </Tabs>
    </section>
  );
}
