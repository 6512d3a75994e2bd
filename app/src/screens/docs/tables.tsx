import { useTranslation } from '@wasl/i18n';
import * as styles from './docs.css';

/** Latin code (field names, headers, message keys) isolated left to right inside either language. */
export function Code({ children }: { children: string }) {
  return (
    <code className={styles.inlineCode} dir="ltr" translate="no">
      <bdi>{children}</bdi>
    </code>
  );
}

export interface FieldRow {
  name: string;
  type: string;
  required: boolean;
  rules: string[];
}

export function FieldTable({ caption, fields }: { caption: string; fields: readonly FieldRow[] }) {
  const { t } = useTranslation('docs');
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption className={styles.caption}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('table.field')}</th>
            <th scope="col">{t('table.type')}</th>
            <th scope="col">{t('table.required')}</th>
            <th scope="col">{t('table.rules')}</th>
          </tr>
        </thead>
        <tbody>
          {fields.map((field) => (
            <tr key={field.name}>
              <th scope="row">
                <Code>{field.name}</Code>
              </th>
              <td>
                <Code>{field.type}</Code>
              </td>
              <td>{field.required ? t('table.yes') : t('table.no')}</td>
              <td>{field.rules.length > 0 ? <Code>{field.rules.join(', ')}</Code> : null}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export interface ErrorRow {
  status: number;
  message: string;
  /** Translation key of the message (`errors:integration.invalidKey`). */
  text: string;
}

export function ErrorTable({ caption, rows }: { caption: string; rows: readonly ErrorRow[] }) {
  const { t } = useTranslation('docs');
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption className={styles.caption}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('table.status')}</th>
            <th scope="col">{t('table.message')}</th>
            <th scope="col">{t('table.meaning')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={`${row.status} ${row.message}`}>
              <td>
                <Code>{String(row.status)}</Code>
              </td>
              <td>
                <Code>{row.message}</Code>
              </td>
              <td>{t(row.text)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function HeaderTable({ caption, headers }: { caption: string; headers: readonly { name: string; value: string }[] }) {
  const { t } = useTranslation('docs');
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption className={styles.caption}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('table.header')}</th>
            <th scope="col">{t('table.value')}</th>
          </tr>
        </thead>
        <tbody>
          {headers.map((header) => (
            <tr key={header.name}>
              <th scope="row">
                <Code>{header.name}</Code>
              </th>
              <td>
                <Code>{header.value}</Code>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
