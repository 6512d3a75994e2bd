import { useState } from 'react';
import type { Campaign } from '@wasl/api/types';
import { useTranslation } from '@wasl/i18n';
import { Button, Link, Pagination, SearchField, Stat, Table, useFormat, type TableColumn } from '@wasl/ui';
import { navigate } from 'wouter/use-browser-location';
import { ErrorState } from '../../shell/ErrorState';
import { PageSkeleton } from '../../shell/PageSkeleton';
import { campaignAudienceAtom, campaignsAtom } from '../../state/campaigns';
import { param, useUrlQuery } from '../../state/urlQuery';
import { openPlanGate } from '../../state/planGate';
import { useResource } from '../../state/useResource';
import * as screens from '../screens.css';
import {
  CampaignActionButtons,
  campaignColumns,
  ConfirmCampaignAction,
  campaignUpgradeReason,
  useCampaignCommand,
  type ConfirmedAction,
} from './campaignCommands';
import * as styles from './campaigns.css';

/** /campaign (SPEC §3): campaigns with search and paging, coins and Campaign_Limit, Can_Add respected. */
export function CampaignList() {
  const { t } = useTranslation('campaigns');
  const format = useFormat();
  // Page and search in the URL (`/campaign?page=2&search=eid`): a reload or a shared link keeps them.
  const [query, setQuery] = useUrlQuery({ page: param.page, search: param.text });
  const list = useResource(campaignsAtom(query));
  const audience = useResource(campaignAudienceAtom);
  const [search, setSearch] = useState(query.search);
  const [confirm, setConfirm] = useState<{ action: ConfirmedAction; id: number } | null>(null);
  const command = useCampaignCommand();

  if (list.status === 'loading') return <PageSkeleton kind="table" />;
  if (list.status === 'error') return <ErrorState messageKey={list.messageKey} onRetry={list.retry} headingLevel={1} />;
  const data = list.data;

  const columns: TableColumn<Campaign>[] = [
    ...campaignColumns(t, format, (c) => (
      <Link href={`/campaign/${c.id}`} variant="standalone">
        <bdi className={styles.name}>{c.name}</bdi>
      </Link>
    )),
    { id: 'target', header: t('list.target'), align: 'end', cell: (c) => format.number(c.target) },
    { id: 'progress', header: t('list.progress'), align: 'end', cell: (c) => format.percent(c.progress / 100) },
    {
      id: 'actions',
      header: t('list.actions'),
      cell: (c) => (
        <div className={styles.rowActions}>
          <CampaignActionButtons
            campaign={c}
            pending={command.pending?.id === c.id ? command.pending.action : null}
            onAction={(action) => setConfirm({ action, id: c.id })}
          />
        </div>
      ),
    },
  ];

  return (
    <section className={screens.page} aria-labelledby="page-heading">
      <div className={styles.header}>
        <h1 id="page-heading" className={screens.heading}>
          {t('list.title')}
        </h1>
        <div className={styles.rowActions}>
          <Link href="/campaign/trash" variant="standalone">
            {t('list.trash')}
          </Link>
          <Button
            onPress={() =>
              data.Can_Add
                ? navigate('/campaign/new')
                : openPlanGate({
                    kind: 'upgrade',
                    reason: campaignUpgradeReason(data.Campaign_Limit, audience.data?.campaigns_in_plan ?? true),
                  })
            }
          >
            {t('list.new')}
          </Button>
        </div>
      </div>
      <div className={styles.stats}>
        <Stat label={t('list.coins')} value={format.number(data.Coins)} />
        <Stat label={t('list.limit')} value={format.number(data.Campaign_Limit)} />
      </div>
      <form
        className={styles.toolbar}
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          setQuery({ page: 1, search });
        }}
      >
        <SearchField
          label={t('list.search')}
          value={search}
          onChange={setSearch}
          onSubmit={(value) => setQuery({ page: 1, search: value })}
          onClear={() => setQuery({ page: 1, search: '' })}
        />
      </form>
      <Table
        aria-label={t('list.title')}
        columns={columns}
        rows={data.Campaign_Data}
        isLoading={list.isRefreshing}
        emptyState={query.search ? t('list.emptySearch') : t('list.empty')}
      />
      {data.Campaign_Total_Pages > 1 ? (
        <Pagination page={query.page} totalPages={data.Campaign_Total_Pages} onPageChange={(page) => setQuery({ page })} />
      ) : null}
      <ConfirmCampaignAction
        action={confirm?.action ?? null}
        onClose={() => setConfirm(null)}
        onConfirm={(action) => confirm && void command.run(action, confirm.id)}
      />
    </section>
  );
}
