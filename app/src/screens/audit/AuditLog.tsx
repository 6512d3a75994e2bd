import { auditActions } from '@wasl/api/models';
import { useTranslation } from '@wasl/i18n';
import { useKeyTranslator } from '@wasl/i18n/typed';
import { AuditLogTable, type AuditLogFilter } from '@wasl/widgets/audit';
import { auditFileName, auditLogAtom, fetchAuditCsv } from '../../state/audit';
import { saveFile } from '../../state/dashboard';
import { useMutation } from '../../state/mutation';
import { param, useUrlQuery } from '../../state/urlQuery';
import { useResource } from '../../state/useResource';
import * as screens from '../screens.css';

/**
 * /audit (issue 23, ADR 011): the store's audit log, merchant only. The filter and the page are in
 * the URL (`?action=settings.saved&actor=sara&from=2026-11-01&to=2026-11-30&page=2`): a reload or a
 * shared link keeps them; "Download CSV" exports the same filter.
 */
export function AuditLog() {
  const { t } = useTranslation('audit');
  // A failure's message is a key of the errors or validation catalogue (MessageKey): translated as it is.
  const message = useKeyTranslator();
  const [{ page, ...filter }, setQuery] = useUrlQuery({
    action: param.oneOf(auditActions),
    actor: param.text,
    from: param.isoDate,
    to: param.isoDate,
    page: param.page,
  });
  const list = useResource(auditLogAtom({ ...filter, page }));
  const csv = useMutation(fetchAuditCsv, { failureToast: true, onSuccess: (blob) => saveFile(blob, auditFileName()) });
  const ready = list.status === 'ready' ? list.data : null;

  return (
    <section className={screens.page} aria-labelledby="page-heading">
      <div>
        <h1 id="page-heading" className={screens.heading}>
          {t('title')}
        </h1>
        <p className={screens.lead}>{t('lead')}</p>
      </div>
      <AuditLogTable
        entries={ready?.entries ?? []}
        filter={filter}
        onFilterChange={(next: AuditLogFilter) => setQuery({ ...next, page: 1 })}
        page={page}
        totalPages={ready?.total_pages ?? 1}
        onPageChange={(next) => setQuery({ page: next })}
        onExport={() => void csv.run(filter)}
        isExporting={csv.pending}
        isLoading={list.status === 'loading'}
        error={list.status === 'error' ? { message: message(list.messageKey), onRetry: list.retry } : null}
      />
    </section>
  );
}
