import { useState } from 'react';
import { ScrollText } from 'lucide-react';
import { auditActions, type AuditAction } from '@wasl/api/models';
import type { AuditEntry } from '@wasl/api/types';
import { useTranslation } from '@wasl/i18n';
import {
  Button,
  CloudOffGlyph,
  EmptyState,
  Pagination,
  SearchField,
  Select,
  SelectItem,
  Table,
  TextField,
  useFormat,
  type TableColumn,
} from '@wasl/ui';
import { shortUserAgent } from './shortUserAgent';
import * as styles from './AuditLogTable.css';

/** The list's filter (`GET /section/audit` and its CSV): '' and null mean "any". Dates are `YYYY-MM-DD`, both inclusive. */
export interface AuditLogFilter {
  action: AuditAction | null;
  /** Part of the actor's e-mail. */
  actor: string;
  from: string;
  to: string;
}

export const emptyAuditLogFilter: AuditLogFilter = { action: null, actor: '', from: '', to: '' };

const isoDate = /^\d{4}-\d{2}-\d{2}$/;
const ALL = 'all';

export interface AuditLogTableProps {
  /** One page of entries, newest first. */
  entries: readonly AuditEntry[];
  filter: AuditLogFilter;
  /** A changed filter (the screen goes back to page 1). */
  onFilterChange: (filter: AuditLogFilter) => void;
  /** From 1. */
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  /** Downloads the entries that match the filter as CSV. */
  onExport: () => void;
  isExporting?: boolean;
  /** The first load or another page/filter on its way: skeleton rows. */
  isLoading?: boolean;
  /** A translated failure: shown instead of the rows, with a retry; the filters stay. */
  error?: { message: string; onRetry: () => void } | null;
  /** Level of the section's heading. @default 2 */
  headingLevel?: 2 | 3;
}

/**
 * The audit log (issue 23): when (the merchant's local date and time), who (the store owner's or an
 * agent's e-mail and role), what (the action's label), what about, and from where (IP and a short
 * user agent), filtered by action, e-mail and dates, paged from 1, with a CSV download of the same
 * filter. Pure: the screen fetches, keeps the filter in the URL and saves the file.
 */
export function AuditLogTable({
  entries,
  filter,
  onFilterChange,
  page,
  totalPages,
  onPageChange,
  onExport,
  isExporting = false,
  isLoading = false,
  error = null,
  headingLevel = 2,
}: AuditLogTableProps) {
  const { t } = useTranslation('audit');
  const format = useFormat();
  // The e-mail box is sent on Enter (or when cleared), not on every key; it follows a filter changed elsewhere (URL, Clear).
  const [typed, setTyped] = useState(filter.actor);
  const [shownActor, setShownActor] = useState(filter.actor);
  if (shownActor !== filter.actor) {
    setShownActor(filter.actor);
    setTyped(filter.actor);
  }
  const change = (changes: Partial<AuditLogFilter>) => onFilterChange({ ...filter, ...changes });
  const changeDate = (key: 'from' | 'to', value: string) => {
    if (value === '' || isoDate.test(value)) change({ [key]: value });
  };
  const filtered = filter.action !== null || filter.actor !== '' || filter.from !== '' || filter.to !== '';
  const Heading = `h${headingLevel}` as const;

  const none = <span className={styles.muted}>{t('table.none')}</span>;
  const columns: TableColumn<AuditEntry>[] = [
    {
      id: 'when',
      header: t('table.when'),
      width: '1.2fr',
      cell: (x) => (
        <time dateTime={x.at} className={styles.when}>
          {format.dateTime(x.at)}
        </time>
      ),
    },
    {
      id: 'who',
      header: t('table.who'),
      isRowHeader: true,
      width: '1.6fr',
      cell: (x) => (
        <span className={styles.stack}>
          {x.actor_email ? <bdi className={styles.wrapText}>{x.actor_email}</bdi> : none}
          <span className={styles.muted}>{t(`roles.${x.actor_kind}`)}</span>
        </span>
      ),
    },
    { id: 'what', header: t('table.what'), width: '1.4fr', cell: (x) => t(`actions.${x.action}`) },
    {
      id: 'target',
      header: t('table.target'),
      width: '1.2fr',
      cell: (x) =>
        x.target ? (
          <bdi dir="auto" className={styles.wrapText}>
            {x.target}
          </bdi>
        ) : (
          none
        ),
    },
    {
      id: 'from',
      header: t('table.from'),
      width: '1.2fr',
      cell: (x) => (
        <span className={styles.stack}>
          {x.ip ? (
            <bdi dir="ltr" className={styles.ip}>
              {x.ip}
            </bdi>
          ) : (
            none
          )}
          {x.user_agent ? (
            <bdi dir="ltr" className={styles.muted} data-testid="user-agent">
              {shortUserAgent(x.user_agent)}
            </bdi>
          ) : null}
        </span>
      ),
    },
  ];

  return (
    <section className={styles.wrap} aria-labelledby="audit-log-heading">
      <div className={styles.header}>
        <Heading id="audit-log-heading" className={styles.heading}>
          {t('table.label')}
        </Heading>
        <Button
          variant="secondary"
          size="sm"
          onPress={onExport}
          isPending={isExporting}
          isDisabled={entries.length === 0 || error !== null}
        >
          {t('export')}
        </Button>
      </div>
      <div className={styles.filters} role="group" aria-label={t('filters.label')}>
        <Select
          label={t('filters.action')}
          value={filter.action ?? ALL}
          onChange={(key) => change({ action: key === ALL || key === null ? null : (key as AuditAction) })}
        >
          <SelectItem id={ALL}>{t('filters.allActions')}</SelectItem>
          {auditActions.map((action) => (
            <SelectItem key={action} id={action}>
              {t(`actions.${action}`)}
            </SelectItem>
          ))}
        </Select>
        <SearchField
          label={t('filters.actor')}
          placeholder={t('filters.actorPlaceholder')}
          value={typed}
          onChange={setTyped}
          onSubmit={() => change({ actor: typed.trim() })}
          onClear={() => change({ actor: '' })}
        />
        <TextField
          label={t('filters.from')}
          type="date"
          inputDir="ltr"
          value={filter.from}
          onChange={(value) => changeDate('from', value)}
        />
        <TextField label={t('filters.to')} type="date" inputDir="ltr" value={filter.to} onChange={(value) => changeDate('to', value)} />
        {filtered ? (
          <Button variant="ghost" size="sm" className={styles.clear} onPress={() => onFilterChange(emptyAuditLogFilter)}>
            {t('filters.clear')}
          </Button>
        ) : null}
      </div>
      {error ? (
        <div role="alert">
          <EmptyState
            icon={CloudOffGlyph}
            title={t('table.errorTitle')}
            description={error.message}
            action={
              <Button variant="secondary" size="sm" onPress={error.onRetry}>
                {t('table.retry')}
              </Button>
            }
          />
        </div>
      ) : (
        <Table
          aria-label={t('table.label')}
          columns={columns}
          rows={entries}
          isLoading={isLoading}
          emptyState={<EmptyState icon={ScrollText} title={t('table.emptyTitle')} description={t('table.emptyText')} />}
        />
      )}
      {totalPages > 1 && !error ? <Pagination page={page} totalPages={totalPages} onPageChange={onPageChange} /> : null}
    </section>
  );
}
