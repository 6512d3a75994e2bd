import { useAtom } from 'jotai';
import { Moon, Sun } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components';
import { useTranslation } from '@wasl/i18n';
import { Button, TextField } from '@wasl/ui';
import { localeAtom, themeAtom } from './preferences';
import * as styles from './Showcase.css';

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** The first real page: tokens, both primitives, and the language and theme switches. */
export function Showcase() {
  const { t } = useTranslation();
  const [locale, setLocale] = useAtom(localeAtom);
  const [theme, setTheme] = useAtom(themeAtom);
  const [email, setEmail] = useState('');
  const [subscribed, setSubscribed] = useState<string | null>(null);
  const other = locale === 'ar' ? 'en' : 'ar';

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (emailPattern.test(email)) setSubscribed(email);
  };

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <p className={styles.brand}>{t('product.name')}</p>
        <div className={styles.toolbar}>
          <Button
            variant="secondary"
            size="sm"
            aria-label={t(other === 'ar' ? 'preferences.switchToArabic' : 'preferences.switchToEnglish')}
            onPress={() => setLocale(other)}
          >
            {t(`preferences.languageShort.${other}`)}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            aria-label={t(theme === 'dark' ? 'preferences.switchToLight' : 'preferences.switchToDark')}
            icon={theme === 'dark' ? <Sun size={18} /> : <Moon size={18} />}
            onPress={() => setTheme(theme === 'dark' ? 'light' : 'dark')}
          />
        </div>
      </header>
      <main className={styles.main}>
        <section className={styles.card} aria-labelledby="showcase-title">
          <h1 id="showcase-title" className={styles.title}>
            {t('showcase.title')}
          </h1>
          <p className={styles.muted}>{t('showcase.intro')}</p>
          <p>{t('showcase.ordersWaiting', { count: 3 })}</p>
        </section>
        <section className={styles.card} aria-labelledby="newsletter-title">
          <h2 id="newsletter-title" className={styles.sectionTitle}>
            {t('showcase.newsletterTitle')}
          </h2>
          <Form onSubmit={onSubmit} className={styles.row} validationBehavior="aria">
            <TextField
              className={styles.grow}
              label={t('showcase.emailLabel')}
              description={t('showcase.newsletterHint')}
              type="email"
              name="email"
              isRequired
              value={email}
              onChange={setEmail}
              validate={(value) =>
                value === '' ? t('validation:emailRequired') : emailPattern.test(value) ? null : t('validation:emailInvalid')
              }
            />
            <Button type="submit">{t('showcase.subscribe')}</Button>
          </Form>
          <div aria-live="polite">
            {subscribed ? <p className={styles.success}>{t('showcase.subscribed', { email: subscribed })}</p> : null}
          </div>
        </section>
      </main>
    </div>
  );
}
