import type { SupportSettings } from '@wasl/api/types';
import { useTranslation } from '@wasl/i18n';
import { Link, Skeleton } from '@wasl/ui';
import { ChatSettingsForm } from '@wasl/widgets/agents/ChatSettingsForm';
import { RetentionForm } from '@wasl/widgets/agents/RetentionForm';
import { SupportTimeCard } from '@wasl/widgets/agents/SupportTimeCard';
import { ErrorState } from '../../shell/ErrorState';
import { agentSettingsAtom, saveAgentSettingsAtom, saveSupportTimeAtom, toggleSupportSwitchAtom } from '../../state/agentSettings';
import { useMutation } from '../../state/mutation';
import { useResource } from '../../state/useResource';
import * as screens from '../screens.css';
import * as styles from './agentSettings.css';

/**
 * /agents/settings (SPEC §2, §3, §4, §9): the support time of the whole team and of each section
 * (start, end, IANA time zone) with its support and chatbot-flow switches, whether agents see
 * customers' numbers, when a quiet chat ends, and how long conversations are kept (issue 23,
 * retention). A page of its own, one `<h1>`.
 */
export function AgentSettings() {
  const { t } = useTranslation('agentSettings');
  const settings = useResource(agentSettingsAtom);
  const data = settings.status === 'ready' ? settings.data : null;
  const toggle = useMutation(toggleSupportSwitchAtom, { failureToast: true });
  const saveTime = useMutation(saveSupportTimeAtom, { success: 'errors:success.dataUpdated', failureToast: true });
  const saveChat = useMutation(saveAgentSettingsAtom, { success: 'errors:success.dataUpdated', failureToast: true });

  const saveRetention = useMutation(saveAgentSettingsAtom, { success: 'errors:success.dataUpdated', failureToast: true });

  const card = (s: SupportSettings, title: string, description?: string) => (
    <SupportTimeCard
      key={s.id ?? 'default'}
      settings={s}
      title={title}
      {...(description ? { description } : {})}
      isSaving={saveTime.pending && saveTime.pendingArgs?.[0] === s.id}
      onSave={(time) => void saveTime.run(s.id, time)}
      // The answer's Status is the truth; undefined (a failure) rolls the switch back.
      onToggle={async (which) => {
        const outcome = await toggle.run(which, s.id);
        return outcome.ok ? outcome.result : undefined;
      }}
    />
  );

  return (
    <section className={screens.page} aria-labelledby="page-heading">
      <div className={styles.header}>
        <h1 id="page-heading" className={screens.heading}>
          {t('settings.title')}
        </h1>
        <p className={screens.lead}>{t('settings.lead')}</p>
      </div>
      {settings.status === 'error' ? (
        <ErrorState messageKey={settings.messageKey} onRetry={settings.retry} />
      ) : !data ? (
        <Skeleton shape="block" height="16rem" />
      ) : (
        <>
          <section className={styles.block} aria-labelledby="support-heading">
            <h2 id="support-heading" className={screens.sectionTitle}>
              {t('settings.supportHeading')}
            </h2>
            <p className={screens.muted}>{t('settings.supportLead')}</p>
            <div className={styles.cards}>
              {card(data.Default, t('settings.default'), t('settings.defaultHint'))}
              {data.Sections.map((s) => card(s, s.name))}
            </div>
            {data.Sections.length === 0 ? (
              <p className={screens.muted}>
                {t('settings.noSections')} <Link href="/agents">{t('settings.agentsLink')}</Link>
              </p>
            ) : null}
          </section>
          <section className={styles.block} aria-labelledby="chat-heading">
            <h2 id="chat-heading" className={screens.sectionTitle}>
              {t('settings.chatHeading')}
            </h2>
            <ChatSettingsForm
              showNumber={data.Show_Number}
              chatEndHours={data.Chat_End_Hours}
              isSaving={saveChat.pending && saveChat.pendingArgs?.[0].Chat_End_Hours !== undefined}
              onShowNumberChange={async (wished) => {
                const outcome = await saveChat.run({ Show_Number: wished });
                return outcome.ok ? outcome.result.Show_Number : undefined;
              }}
              onSaveChatEnd={(hours) => void saveChat.run({ Chat_End_Hours: hours })}
            />
          </section>
          <section className={styles.block} aria-labelledby="retention-heading">
            <h2 id="retention-heading" className={screens.sectionTitle}>
              {t('retention.heading')}
            </h2>
            <p className={screens.muted}>{t('retention.lead')}</p>
            <RetentionForm
              retentionDays={data.Retention_Days}
              isSaving={saveRetention.pending}
              onSave={(days) => void saveRetention.run({ Retention_Days: days })}
            />
          </section>
        </>
      )}
    </section>
  );
}
