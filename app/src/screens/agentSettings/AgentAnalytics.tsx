import { isApiError } from '@wasl/api/session';
import { useTranslation } from '@wasl/i18n';
import { EmptyState, Link, Skeleton } from '@wasl/ui';
import { AgentProfileView } from '@wasl/widgets/agents/AgentProfileView';
import { ErrorState } from '../../shell/ErrorState';
import { agentProfileAtom } from '../../state/agentSettings';
import { useResource } from '../../state/useResource';
import type { ScreenProps } from '../../routing/types';
import * as screens from '../screens.css';
import * as styles from './agentSettings.css';

/** The route's `:agentEmail`, decoded (a malformed escape stays as typed). */
function emailOf(raw: string | undefined): string {
  try {
    return decodeURIComponent(raw ?? '').trim();
  } catch {
    return (raw ?? '').trim();
  }
}

/**
 * /agents/{agentEmail} (SPEC §2 "agent profile and analytics"; the page title 'Agent Profile'): the
 * agent's details and the figures of their conversations and feedback, weekly charts with tables.
 * An unknown e-mail (or another merchant's agent) says so.
 */
export function AgentAnalytics({ params }: ScreenProps) {
  const { t } = useTranslation('agentSettings');
  const email = emailOf(params.agentEmail);
  const profile = useResource(agentProfileAtom(email));
  const notFound = profile.status === 'error' && isApiError(profile.error) && profile.error.status === 404;
  const data = profile.status === 'ready' ? profile.data : null;
  return (
    <section className={screens.page} aria-labelledby="page-heading">
      <div className={styles.header}>
        <Link href="/agents" variant="standalone">
          {t('profile.back')}
        </Link>
        <h1 id="page-heading" className={screens.heading}>
          {data ? <bdi>{data.agent.name}</bdi> : notFound ? t('profile.notFoundTitle') : <bdi>{email}</bdi>}
        </h1>
        <p className={screens.lead}>{t('profile.lead')}</p>
      </div>
      {notFound ? (
        <EmptyState title={t('profile.notFoundText')} headingLevel={2} />
      ) : profile.status === 'error' ? (
        <ErrorState messageKey={profile.messageKey} onRetry={profile.retry} />
      ) : !data ? (
        <Skeleton shape="block" height="20rem" />
      ) : (
        <AgentProfileView profile={data} />
      )}
    </section>
  );
}
