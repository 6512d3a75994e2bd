import type { ReactNode } from 'react';
import type { Agent, Section } from '@wasl/api/types';
import { useTranslation } from '@wasl/i18n';
import { Button, Link, Menu, MenuItem, MenuTrigger, Switch, Table, useFormat, type TableColumn } from '@wasl/ui';
import { DomainStatusPill } from '../../DomainStatusPill';
import { SectionTag } from './SectionTag';
import * as styles from './AgentTable.css';

export const agentActions = ['rename', 'sections', 'resend', 'remove'] as const;
export type AgentAction = (typeof agentActions)[number];

export interface AgentTableProps {
  /** The page of agents (`Agent_Data.result`). */
  agents: readonly Agent[];
  /** Every section (`Section_Data`), to name and colour an agent's sections. */
  sections: readonly Section[];
  /** The table's name for screen readers. */
  'aria-label': string;
  /** Skeleton rows while the first page loads. @default false */
  isLoading?: boolean;
  /** What an empty page shows (no agents yet, or none matching the filters). */
  emptyState?: ReactNode;
  /** The service switch: the agent takes chats (on) or not (off). */
  onServiceChange: (agent: Agent, on: boolean) => void;
  /** Ids of agents whose service change is being saved (their switch waits). */
  pendingServiceIds?: readonly number[];
  /** A row's menu: rename, choose sections, remove. */
  onAction: (agent: Agent, action: AgentAction) => void;
  /** Where an agent's name leads (their profile and analytics); plain text without it. */
  profileHref?: (agent: Agent) => string;
}

/**
 * The agents of SPEC §3: name, e-mail (isolated with `<bdi>`), status (invited, active), sections,
 * service on/off, feedback and rating, and a menu per row (rename, sections, remove). Pure: the
 * screen saves what the switch and the menu ask.
 */
export function AgentTable({
  agents,
  sections,
  isLoading = false,
  emptyState,
  onServiceChange,
  pendingServiceIds = [],
  onAction,
  profileHref,
  ...rest
}: AgentTableProps) {
  const { t } = useTranslation(['agents', 'agentAccess']);
  const format = useFormat();
  const byId = new Map(sections.map((section) => [section.id, section]));
  const columns: TableColumn<Agent>[] = [
    {
      id: 'name',
      header: t('table.name'),
      isRowHeader: true,
      cell: (agent) => {
        const name = (
          <bdi className={styles.name} data-testid="agent-name">
            {agent.name}
          </bdi>
        );
        return profileHref ? <Link href={profileHref(agent)}>{name}</Link> : name;
      },
    },
    { id: 'email', header: t('table.email'), cell: (agent) => <bdi className={styles.name}>{agent.email}</bdi> },
    { id: 'status', header: t('table.status'), cell: (agent) => <DomainStatusPill domain="agent" status={agent.status} size="sm" /> },
    {
      id: 'sections',
      header: t('table.sections'),
      cell: (agent) => {
        const own = agent.section.map((id) => byId.get(id)).filter((s): s is Section => !!s);
        return own.length === 0 ? (
          <span className={styles.muted}>{t('table.noSection')}</span>
        ) : (
          <ul className={styles.tags}>
            {own.map((section) => (
              <li key={section.id}>
                <SectionTag section={section} />
              </li>
            ))}
          </ul>
        );
      },
    },
    {
      id: 'service',
      header: t('table.service'),
      cell: (agent) => (
        <Switch
          isSelected={agent.service}
          isDisabled={pendingServiceIds.includes(agent.id)}
          onChange={(on) => onServiceChange(agent, on)}
          aria-label={t('table.serviceOf', { name: agent.name })}
        >
          {agent.service ? t('table.on') : t('table.off')}
        </Switch>
      ),
    },
    {
      id: 'feedback',
      header: t('table.feedback'),
      align: 'end',
      cell: (agent) => <span className={styles.nowrap}>{format.number(agent.feedback)}</span>,
    },
    {
      id: 'rating',
      header: t('table.rating'),
      align: 'end',
      cell: (agent) =>
        agent.feedback === 0 ? (
          <span className={styles.muted}>{t('table.noRating')}</span>
        ) : (
          <span className={styles.nowrap}>
            {t('table.ratingValue', { rating: format.number(agent.rating, { maximumFractionDigits: 1 }) })}
          </span>
        ),
    },
    {
      id: 'actions',
      header: t('table.actions'),
      cell: (agent) => (
        <MenuTrigger>
          <Button variant="ghost" size="sm" aria-label={t('table.actionsOf', { name: agent.name })}>
            {t('table.actions')}
          </Button>
          <Menu onAction={(key) => onAction(agent, key as AgentAction)}>
            <MenuItem id="rename">{t('table.rename')}</MenuItem>
            <MenuItem id="sections">{t('table.editSections')}</MenuItem>
            {agent.status === 'invited' ? <MenuItem id="resend">{t('agentAccess:resend.action')}</MenuItem> : null}
            <MenuItem id="remove" variant="danger">
              {t('table.remove')}
            </MenuItem>
          </Menu>
        </MenuTrigger>
      ),
    },
  ];
  return <Table {...rest} columns={columns} rows={agents} sortRows={false} isLoading={isLoading} emptyState={emptyState} />;
}
