import type { CsvExport, DashboardHome } from '@wasl/api/types';
import { useTranslation } from '@wasl/i18n';
import { Button, Card, Skeleton, useFormat } from '@wasl/ui';
import * as styles from './DataExports.css';

/** Each export with its label key and the count field `data_export` gives for it (typed: a new export must appear here). */
const exportRows = {
  clients: { label: 'exports.clients', count: 'clients' },
  conversations: { label: 'exports.conversations', count: 'conversations' },
  feedbacks: { label: 'exports.feedbacks', count: 'feedbacks' },
  'delivery-logs': { label: 'exports.deliveryLogs', count: 'delivery_logs' },
} as const satisfies Record<CsvExport, { label: string; count: keyof DashboardHome['data_export'] }>;

export const dataExportKinds = Object.keys(exportRows) as CsvExport[];

export interface DataExportsProps {
  /** `data_export` of the month's `DashboardHome`: whether the plan allows exports and each file's row count. */
  counts?: DashboardHome['data_export'];
  /** @default false */
  isLoading?: boolean;
  /** Starts one download; the screen calls the API and saves the file. */
  onExport: (kind: CsvExport) => void;
  /** Outside the plan: opens the upgrade dialog (SPEC §6); without it the notice is text only. */
  onUpgrade?: () => void;
  /**
   * The export on its way: its button spins and its row says "Preparing…" (announced); the other
   * buttons wait. No percentage: the server answers the whole file at once. (react-aria's
   * ProgressBar was tried here and cost /auth ~1 KB gzip: the bundler hoists its number formatter
   * into the entry.)
   */
  pending?: CsvExport | null;
  /** The last export that failed and why (already translated). */
  error?: { kind: CsvExport; message: string } | null;
  /** The last export that finished. */
  done?: CsvExport | null;
  /** @default 2 */
  headingLevel?: 2 | 3;
}

/** The month's CSV exports (SPEC §3): one row per file with its row count, progress while it downloads, and a clear error. */
export function DataExports({ counts, isLoading = false, onExport, pending, error, done, headingLevel = 2, onUpgrade }: DataExportsProps) {
  const { t } = useTranslation('analytics');
  const format = useFormat();
  const allowed = counts?.allowed ?? false;
  return (
    <Card title={t('exports.title')} headingLevel={headingLevel} description={t('exports.description')}>
      {!isLoading && counts && !allowed ? (
        onUpgrade ? (
          <div className={styles.upgrade}>
            <p className={styles.notice}>{t('exports.notAllowed')}</p>
            <Button size="sm" variant="secondary" onPress={onUpgrade}>
              {t('exports.upgrade')}
            </Button>
          </div>
        ) : (
          <p className={styles.notice}>{t('exports.notAllowed')}</p>
        )
      ) : null}
      <ul className={styles.list}>
        {dataExportKinds.map((kind) => {
          const row = exportRows[kind];
          const name = t(row.label);
          const rowCount = counts?.[row.count];
          return (
            <li key={kind} className={styles.row} data-export={kind}>
              <span className={styles.name}>
                <span className={styles.label}>{name}</span>
                <span className={styles.count}>
                  {isLoading || rowCount === undefined ? (
                    <Skeleton width="5em" />
                  ) : (
                    t('exports.rows', { count: rowCount, formatted: format.number(rowCount) })
                  )}
                </span>
              </span>
              <Button
                size="sm"
                variant="secondary"
                aria-label={t('exports.downloadName', { name })}
                isDisabled={isLoading || !allowed || (pending != null && pending !== kind)}
                isPending={pending === kind}
                onPress={() => onExport(kind)}
              >
                {t('exports.download')}
              </Button>
              {pending === kind ? (
                <p role="status" className={styles.progress}>
                  {t('exports.preparing', { name })}
                </p>
              ) : null}
              {error?.kind === kind ? (
                <p role="alert" className={styles.error}>
                  {t('exports.failed', { name, reason: error.message })}
                </p>
              ) : null}
              {done === kind && pending !== kind && error?.kind !== kind ? (
                <p role="status" className={styles.count}>
                  {t('exports.done', { name })}
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
