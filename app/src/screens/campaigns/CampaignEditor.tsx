import { useEffect, useState } from 'react';
import { useSearch } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import type { Campaign, CampaignBody } from '@wasl/api/types';
import { successKeys } from '@wasl/api/errors';
import { useTranslation } from '@wasl/i18n';
import { Link } from '@wasl/ui';
import { CampaignResults, CampaignWizard, draftOf, emptyDraft, stepFromQuery, type WizardStep } from '@wasl/widgets/campaigns';
import { DomainStatusPill } from '@wasl/widgets/DomainStatusPill';
import type { ScreenProps } from '../../routing/types';
import { ErrorState } from '../../shell/ErrorState';
import { PageSkeleton } from '../../shell/PageSkeleton';
import {
  campaignAtom,
  campaignAudienceAtom,
  campaignResultsAtom,
  campaignsAtom,
  saveCampaign,
  submitCampaign,
} from '../../state/campaigns';
import { useMutation } from '../../state/mutation';
import { openPlanGate } from '../../state/planGate';
import { useResource } from '../../state/useResource';
import * as screens from '../screens.css';
import {
  CampaignActionButtons,
  ConfirmCampaignAction,
  campaignUpgradeReason,
  useCampaignCommand,
  type ConfirmedAction,
} from './campaignCommands';
import * as styles from './campaigns.css';

const today = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

/** The list's first page: its Coins, Campaign_Limit and Can_Add are the editor's too. */
const firstPage = { page: 1, search: '' };

/** /campaign/new: the wizard on a new draft; Can_Add decides between the wizard and the upgrade modal. */
export function CampaignNew() {
  const list = useResource(campaignsAtom(firstPage));
  if (list.status === 'loading') return <PageSkeleton kind="form" />;
  if (list.status === 'error') return <ErrorState headingLevel={1} messageKey={list.messageKey} onRetry={list.retry} />;
  return <Editor campaign={null} coins={list.data.Coins} canAdd={list.data.Can_Add} limit={list.data.Campaign_Limit} />;
}

/** /campaign/{id}?step=1–3: a pending campaign in the wizard; any other status locked on step 3 with its results. */
export function CampaignView({ params }: ScreenProps) {
  const id = Number(params.id);
  if (!Number.isInteger(id) || id < 1)
    return <ErrorState headingLevel={1} messageKey="errors:notFound" onRetry={() => navigate('/campaign')} />;
  return <Loaded key={id} id={id} />;
}

function Loaded({ id }: { id: number }) {
  const campaign = useResource(campaignAtom(id));
  const list = useResource(campaignsAtom(firstPage));
  if (campaign.status === 'loading' || list.status === 'loading') return <PageSkeleton kind="form" />;
  if (campaign.status === 'error') return <ErrorState headingLevel={1} messageKey={campaign.messageKey} onRetry={campaign.retry} />;
  if (list.status === 'error') return <ErrorState headingLevel={1} messageKey={list.messageKey} onRetry={list.retry} />;
  return <Editor campaign={campaign.data} coins={list.data.Coins} canAdd limit={list.data.Campaign_Limit} />;
}

function Editor({ campaign, coins, canAdd, limit }: { campaign: Campaign | null; coins: number; canAdd: boolean; limit: number }) {
  const { t, i18n } = useTranslation('campaigns');
  const audience = useResource(campaignAudienceAtom);
  const status = campaign?.status ?? 'pending';
  const step = stepFromQuery(new URLSearchParams(useSearch()).get('step'), status);
  const base = campaign ? `/campaign/${campaign.id}` : '/campaign/new';
  // A new campaign past the plan's limit (or without campaigns): the one upgrade dialog, back to the list.
  useEffect(() => {
    if (campaign || canAdd || audience.status === 'loading') return;
    openPlanGate({ kind: 'upgrade', reason: campaignUpgradeReason(limit, audience.data?.campaigns_in_plan ?? true) });
    navigate('/campaign', { replace: true });
  }, [campaign, canAdd, limit, audience.status, audience.data]);
  const [confirm, setConfirm] = useState<ConfirmedAction | null>(null);
  // The writes refetch the list, the trash, the campaign and its results; a trashed campaign leaves for the trash.
  const command = useCampaignCommand((_updated, action) => {
    if (action === 'trash') navigate('/campaign/trash');
  });
  /** A new draft gets its own address once saved. */
  const afterSave = (saved: Campaign, nextStep: WizardStep) => {
    if (!campaign) navigate(`/campaign/${saved.id}?step=${nextStep}`, { replace: true });
  };
  const save = useMutation(saveCampaign, {
    success: successKeys.audienceSelected,
    failureToast: true,
    onSuccess: (saved) => afterSave(saved, step),
  });
  const submit = useMutation(submitCampaign, {
    success: successKeys.campaignSent,
    failureToast: true,
    // Too few coins (402 insufficientCoins) opens the one buy-coins dialog (state/planGate.ts).
    onSuccess: (submitted) => afterSave(submitted, 3),
  });

  if (audience.status === 'loading') return <PageSkeleton kind="form" />;
  if (audience.status === 'error') return <ErrorState headingLevel={1} messageKey={audience.messageKey} onRetry={audience.retry} />;
  const locked = status !== 'pending';
  const initialDraft = campaign ? draftOf(campaign) : emptyDraft(today(), i18n.language === 'ar' ? 'ar' : 'en');

  return (
    <section className={screens.page} aria-labelledby="page-heading">
      <div className={styles.header}>
        <h1 id="page-heading" className={screens.heading}>
          {campaign ? <bdi>{campaign.name}</bdi> : t('list.newTitle')}
        </h1>
        <div className={styles.rowActions}>
          {campaign ? <DomainStatusPill domain="campaign" status={campaign.status} /> : null}
          {campaign ? <CampaignActionButtons campaign={campaign} pending={command.pending?.action ?? null} onAction={setConfirm} /> : null}
          <Link href="/campaign" variant="standalone">
            {t('list.backToList')}
          </Link>
        </div>
      </div>
      {campaign?.stop_reason ? <p className={screens.lead}>{t(`campaignStopReason.${campaign.stop_reason}`, { ns: 'data' })}</p> : null}
      <CampaignWizard
        // A saved campaign remounts the wizard with the server's draft (its status may lock it).
        key={campaign ? `${campaign.id}:${campaign.status}:${JSON.stringify(initialDraft)}` : 'new'}
        initialDraft={initialDraft}
        status={status}
        step={step}
        onStepChange={(next) => navigate(`${base}?step=${next}`, { replace: true })}
        customerCount={audience.data.customers}
        coins={coins}
        messagingTier={audience.data.messaging_tier}
        savedRecipients={campaign ? campaign.audience.size : null}
        optedOut={audience.data.opted_out}
        onSave={(body: CampaignBody) => void save.run(campaign?.id ?? null, body)}
        onSubmit={(body: CampaignBody) => void submit.run(campaign?.id ?? null, body)}
        onBuyCoins={() => openPlanGate({ kind: 'coins', need: null })}
        isSaving={save.pending}
        isSubmitting={submit.pending}
      />
      {campaign && locked ? <Results id={campaign.id} /> : null}
      <ConfirmCampaignAction
        action={confirm}
        onClose={() => setConfirm(null)}
        onConfirm={(action) => campaign && void command.run(action, campaign.id)}
      />
    </section>
  );
}

function Results({ id }: { id: number }) {
  const { t } = useTranslation('campaigns');
  const results = useResource(campaignResultsAtom(id));
  if (results.status === 'loading') return <PageSkeleton kind="cards" />;
  if (results.status === 'error') return <ErrorState messageKey={results.messageKey} onRetry={results.retry} />;
  return (
    <section aria-labelledby="results-heading" className={screens.page}>
      <h2 id="results-heading" className={screens.heading}>
        {t('results.title')}
      </h2>
      <CampaignResults results={results.data} />
    </section>
  );
}
