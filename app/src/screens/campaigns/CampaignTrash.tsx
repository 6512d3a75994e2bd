import type { Campaign } from '@wasl/api/types';
import { useTranslation } from '@wasl/i18n';
import { Button, Link, Pagination, Table, useFormat, type TableColumn } from '@wasl/ui';
import { ErrorState } from '../../shell/ErrorState';
import { PageSkeleton } from '../../shell/PageSkeleton';
import { campaignTrashAtom } from '../../state/campaigns';
import { param, useUrlQuery } from '../../state/urlQuery';
import { useResource } from '../../state/useResource';
import * as screens from '../screens.css';
import { campaignColumns, useCampaignCommand } from './campaignCommands';
import * as styles from './campaigns.css';

/** /campaign/trash (SPEC §3): trashed campaigns, paged, each restorable. */
export function CampaignTrash() {
  const { t } = useTranslation('campaigns');
  const format = useFormat();
  const [{ page }, setQuery] = useUrlQuery({ page: param.page });
  const trash = useResource(campaignTrashAtom(page));
  const command = useCampaignCommand();

  if (trash.status === 'loading') return <PageSkeleton kind="table" />;
  if (trash.status === 'error') return <ErrorState messageKey={trash.messageKey} onRetry={trash.retry} headingLevel={1} />;

  const columns: TableColumn<Campaign>[] = [
    ...campaignColumns(t, format, (c) => <bdi className={styles.name}>{c.name}</bdi>),
    // SPEC §3 "deleted-at date": when it went to the trash.
    { id: 'deleted', header: t('list.deletedAt'), cell: (c) => (c.deleted_at ? format.date(c.deleted_at) : '') },
    {
      id: 'actions',
      header: t('list.actions'),
      cell: (c) => (
        <Button size="sm" variant="secondary" isPending={command.pending?.id === c.id} onPress={() => void command.run('restore', c.id)}>
          {t('list.restore')}
        </Button>
      ),
    },
  ];

  return (
    <section className={screens.page} aria-labelledby="page-heading">
      <div className={styles.header}>
        <h1 id="page-heading" className={screens.heading}>
          {t('list.trash')}
        </h1>
        <Link href="/campaign" variant="standalone">
          {t('list.backToList')}
        </Link>
      </div>
      <Table
        aria-label={t('list.trash')}
        columns={columns}
        rows={trash.data.Campaign_Data}
        isLoading={trash.isRefreshing}
        emptyState={t('list.emptyTrash')}
      />
      {trash.data.Campaign_Total_Pages > 1 ? (
        <Pagination page={page} totalPages={trash.data.Campaign_Total_Pages} onPageChange={(next) => setQuery({ page: next })} />
      ) : null}
    </section>
  );
}
