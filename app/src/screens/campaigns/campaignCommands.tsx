import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { campaignAllows, type UpgradeReason } from '@wasl/api/models';
import type { Campaign } from '@wasl/api/types';
import { successKeys } from '@wasl/api/errors';
import { useTranslation } from '@wasl/i18n';
import { AlertDialog, Button, type TableColumn, type useFormat } from '@wasl/ui';
import { DomainStatusPill } from '@wasl/widgets/DomainStatusPill';
import { runCampaignAction, type CampaignActionName } from '../../state/campaigns';
import { useMutation } from '../../state/mutation';

/**
 * Runs submit / pause / resume / trash / restore with its toast (SPEC §8: a failure toasts the
 * server's message); the lists, the trash and the campaign refetch. `onDone` follows a success.
 */
export function useCampaignCommand(onDone?: (campaign: Campaign, action: CampaignActionName) => void) {
  const command = useMutation(runCampaignAction, {
    success: (_campaign, action) => (action === 'submit' ? successKeys.campaignSent : successKeys.dataUpdated),
    failureToast: true,
    onSuccess: onDone,
  });
  const [action, id] = command.pendingArgs ?? [];
  return { run: command.run, pending: action && id !== undefined ? { action, id } : null };
}

export type ConfirmedAction = Extract<CampaignActionName, 'pause' | 'resume' | 'trash'>;

/** Pause, resume and trash each ask first (SPEC §4). */
export function ConfirmCampaignAction({
  action,
  onConfirm,
  onClose,
}: {
  action: ConfirmedAction | null;
  onConfirm: (action: ConfirmedAction) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('campaigns');
  const labels = {
    pause: { title: t('list.pauseTitle'), body: t('list.pauseBody'), confirm: t('list.pause') },
    resume: { title: t('list.resumeTitle'), body: t('list.resumeBody'), confirm: t('list.resume') },
    trash: { title: t('list.trashTitle'), body: t('list.trashBody'), confirm: t('list.moveToTrash') },
  };
  const shown = labels[action ?? 'pause'];
  return (
    <AlertDialog
      title={shown.title}
      confirmLabel={shown.confirm}
      tone={action === 'trash' ? 'danger' : undefined}
      isOpen={action !== null}
      onOpenChange={(open) => !open && onClose()}
      onConfirm={() => {
        if (action) onConfirm(action);
        onClose();
      }}
    >
      {shown.body}
    </AlertDialog>
  );
}

/**
 * SPEC §6: why a new campaign needs an upgrade — the plan has no campaigns, or Campaign_Limit is
 * reached. The one upgrade dialog (`state/planGate.ts`) says it and names the plan that lifts it.
 */
export const campaignUpgradeReason = (limit: number, inPlan: boolean): UpgradeReason =>
  inPlan && limit > 0 ? { kind: 'limit', limit: 'campaigns', allowed: limit } : { kind: 'feature', feature: 'campaigns' };

/** The row / page actions a status allows, each confirmed where SPEC asks. */
export function CampaignActionButtons({
  campaign,
  onAction,
  pending,
}: {
  campaign: Pick<Campaign, 'id' | 'status'>;
  onAction: (action: ConfirmedAction) => void;
  pending: CampaignActionName | null;
}) {
  const { t } = useTranslation('campaigns');
  const allowed = (['pause', 'resume', 'trash'] as const).filter((action) => campaignAllows(action, campaign.status));
  const label = { pause: t('list.pause'), resume: t('list.resume'), trash: t('list.moveToTrash') };
  return (
    <>
      {allowed.map((action) => (
        <Button
          key={action}
          size="sm"
          variant={action === 'trash' ? 'ghost' : 'secondary'}
          isPending={pending === action}
          onPress={() => onAction(action)}
        >
          {label[action]}
        </Button>
      ))}
    </>
  );
}

/**
 * The columns the campaign list and the trash share: the name (a link in the list, plain text in the
 * trash), the status and the start date.
 */
export function campaignColumns(
  t: TFunction<'campaigns'>,
  format: ReturnType<typeof useFormat>,
  name: (campaign: Campaign) => ReactNode,
): TableColumn<Campaign>[] {
  return [
    { id: 'name', header: t('list.name'), isRowHeader: true, width: '2fr', cell: name },
    { id: 'status', header: t('list.status'), cell: (c) => <DomainStatusPill domain="campaign" status={c.status} size="sm" /> },
    { id: 'start', header: t('list.startDate'), cell: (c) => format.date(c.start_date) },
  ];
}
