import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import { agentStatuses, type AgentStatusName } from '@wasl/api/models';
import { isApiError } from '@wasl/api/session';
import type { Agent, AgentListResponse, Section } from '@wasl/api/types';
import { useTranslation } from '@wasl/i18n';
import { useKeyTranslator } from '@wasl/i18n/typed';
import { AlertDialog, Button, EmptyState, Pagination, SearchField, Select, SelectItem, Stat, useFormat } from '@wasl/ui';
import { AddAgentDialog, AddAgentResultDialog } from '@wasl/widgets/agents/AddAgentDialog';
import type { AddAgentOutcome, AgentAction, QuickAction } from '@wasl/widgets/agents';
import { AgentSectionsDialog, RenameAgentDialog } from '@wasl/widgets/agents/AgentDialogs';
import { AgentTable } from '@wasl/widgets/agents/AgentTable';
import { QuickMessageList } from '@wasl/widgets/agents/QuickMessageList';
import { SectionList } from '@wasl/widgets/agents/SectionList';
import { ErrorState } from '../../shell/ErrorState';
import {
  addAgentAtom,
  agentsAtom,
  assignAgentAtom,
  deleteSectionAtom,
  removeAgentAtom,
  renameAgentAtom,
  resendInvitationAtom,
  saveQuickMessagesAtom,
  saveSectionAtom,
  setAgentServiceAtom,
  type AgentsQuery,
} from '../../state/agents';
import { useMutation } from '../../state/mutation';
import { param, useUrlQuery, type QueryParam } from '../../state/urlQuery';
import { gateOf, openPlanGate } from '../../state/planGate';
import { useResource } from '../../state/useResource';
import * as screens from '../screens.css';
import * as styles from './agents.css';

const SEARCH_DELAY_MS = 300;
// The section editor (colour picker, time fields) loads when first opened: it kept the page's
// download over the 140 KB guard of scripts/check-budgets.mjs.
const SectionEditorDialog = lazy(async () => ({ default: (await import('@wasl/widgets/agents/SectionEditorDialog')).SectionEditorDialog }));
const services = ['on', 'off'] as const;

/** `?section=3`: a section id, or null (all). */
const sectionParam: QueryParam<number | null> = {
  parse: (raw) => (raw && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null),
  format: (id) => (id === null ? null : String(id)),
};

/**
 * /agents (SPEC §2, §3): the agents with their sections, service switch, feedback and rating, filters
 * and page in the URL (`?status=active&service=on&section=2&page=2`); inviting an agent (its result
 * in a dialog of its own, SPEC §8), rename, sections, removal behind the password; the sections
 * (within Allowed_Section) and the quick messages (behind Quick_Feature).
 */
export function Agents() {
  const { t } = useTranslation('agents');
  const [query, setQuery] = useUrlQuery({
    page: param.page,
    section: sectionParam,
    search: param.text,
    status: param.oneOf<AgentStatusName>(agentStatuses),
    service: param.oneOf(services),
  });
  const [typed, setTyped] = useState(query.search);
  useEffect(() => {
    const timer = setTimeout(() => {
      if (typed.trim() !== query.search) setQuery({ search: typed.trim(), page: 1 });
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed, query.search, setQuery]);

  const list = useResource(agentsAtom(query));
  const data = list.status === 'ready' ? list.data : null;
  const filtered = query.search !== '' || query.status !== null || query.service !== null || query.section !== null;

  return (
    <section className={screens.page} aria-labelledby="page-heading">
      <AgentsHeader data={data} />
      {list.status === 'error' ? (
        <ErrorState messageKey={list.messageKey} onRetry={list.retry} />
      ) : (
        <>
          <AgentStats data={data} />
          <div className={styles.filters} role="group" aria-label={t('screen.filters')}>
            <SearchField
              label={t('screen.search')}
              placeholder={t('screen.searchPlaceholder')}
              value={typed}
              onChange={setTyped}
              onSubmit={() => setQuery({ search: typed.trim(), page: 1 })}
            />
            <Select
              label={t('screen.status')}
              value={query.status ?? 'all'}
              onChange={(key) => setQuery({ status: key === 'all' || key === null ? null : (key as AgentStatusName), page: 1 })}
            >
              <SelectItem id="all">{t('screen.all')}</SelectItem>
              {agentStatuses.map((status) => (
                <SelectItem key={status} id={status}>
                  {t(`screen.statuses.${status}`)}
                </SelectItem>
              ))}
            </Select>
            <Select
              label={t('screen.section')}
              value={query.section === null ? 'all' : String(query.section)}
              onChange={(key) => setQuery({ section: key === 'all' || key === null ? null : Number(key), page: 1 })}
            >
              {[
                <SelectItem key="all" id="all">
                  {t('screen.allSections')}
                </SelectItem>,
                ...(data?.Section_Data ?? []).map((section) => (
                  <SelectItem key={section.id} id={String(section.id)} textValue={section.name}>
                    <bdi>{section.name}</bdi>
                  </SelectItem>
                )),
              ]}
            </Select>
            <Select
              label={t('screen.service')}
              value={query.service ?? 'all'}
              onChange={(key) => setQuery({ service: key === 'all' || key === null ? null : (key as 'on' | 'off'), page: 1 })}
            >
              <SelectItem id="all">{t('screen.all')}</SelectItem>
              <SelectItem id="on">{t('table.on')}</SelectItem>
              <SelectItem id="off">{t('table.off')}</SelectItem>
            </Select>
          </div>
          <AgentResults
            data={data}
            query={query}
            filtered={filtered}
            onPageChange={(page) => setQuery({ page })}
            onClearFilters={() => {
              setTyped('');
              setQuery({ search: '', status: null, service: null, section: null, page: 1 });
            }}
          />
          <div className={styles.columns}>
            <SectionsPanel data={data} />
            <QuickPanel data={data} />
          </div>
        </>
      )}
    </section>
  );
}

/** The title, and Add agent (or SPEC §6's upgrade message when the package is full). */
function AgentsHeader({ data }: { data: AgentListResponse | null }) {
  const { t } = useTranslation('agents');
  const [open, setOpen] = useState(false);
  const [outcome, setOutcome] = useState<AddAgentOutcome | null>(null);
  const [invited, setInvited] = useState('');
  // The form stays mounted under the result dialog, so a wrong password is fixed without retyping.
  const [formKey, setFormKey] = useState(0);
  const add = useMutation(addAgentAtom, {
    onSuccess: (_result, input) => {
      setOpen(false);
      setFormKey((key) => key + 1);
      setInvited(input.email);
      setOutcome({ kind: 'success' });
    },
    // SPEC §8: every answer but an expired session (403, handled once elsewhere) is the result dialog.
    onFailure: (error) => {
      // 403: the session ended (said once elsewhere); 402: the package is full, the one upgrade dialog says so.
      if (isApiError(error) && error.status === 403) return false;
      const gate = gateOf(error);
      if (gate) {
        openPlanGate(gate);
        return true;
      }
      setOutcome({ kind: 'error', status: isApiError(error) ? error.status : 0 });
      return true;
    },
  });
  return (
    <div className={styles.header}>
      <div className={styles.headerText}>
        <h1 id="page-heading" className={screens.heading}>
          {t('screen.title')}
        </h1>
        <p className={screens.lead}>{t('screen.lead')}</p>
      </div>
      <Button
        isDisabled={!data}
        onPress={() =>
          data?.Add_Agent
            ? setOpen(true)
            : openPlanGate({ kind: 'upgrade', reason: { kind: 'limit', limit: 'agents', allowed: data?.Allowed ?? 0 } })
        }
      >
        {t('addAgent.open')}
      </Button>
      <AddAgentDialog
        key={formKey}
        isOpen={open}
        onOpenChange={setOpen}
        isPending={add.pending}
        onSubmit={(input) => void add.run(input)}
      />
      <AddAgentResultDialog outcome={outcome} email={invited} onClose={() => setOutcome(null)} />
    </div>
  );
}

/**
 * Agents at a glance: the merchant's whole team (the answer's Agent_Counts, counted by the server
 * over every agent, whatever the filters and the page) — active, on duty, invited — and the
 * package's places.
 */
function AgentStats({ data }: { data: AgentListResponse | null }) {
  const { t } = useTranslation('agents');
  const format = useFormat();
  const counts = data?.Agent_Counts;
  const value = (n: number | undefined) => (n === undefined ? undefined : format.number(n));
  return (
    <div className={styles.stats} role="group" aria-label={t('screen.glance')} data-testid="agents-glance">
      <Stat label={t('screen.active')} value={value(counts?.active)} isLoading={!data} />
      <Stat label={t('screen.onDuty')} value={value(counts?.on_duty)} isLoading={!data} />
      <Stat label={t('screen.invited')} value={value(counts?.invited)} isLoading={!data} />
      <Stat label={t('screen.places')} value={data ? format.number(data.Allowed) : undefined} isLoading={!data} />
    </div>
  );
}

interface AgentResultsProps {
  data: AgentListResponse | null;
  query: AgentsQuery;
  filtered: boolean;
  onPageChange: (page: number) => void;
  onClearFilters: () => void;
}

function AgentResults({ data, query, filtered, onPageChange, onClearFilters }: AgentResultsProps) {
  const { t } = useTranslation('agents');
  const serverMessage = useKeyTranslator();
  const [renaming, setRenaming] = useState<Agent | null>(null);
  const [assigning, setAssigning] = useState<number | null>(null);
  const [removing, setRemoving] = useState<Agent | null>(null);
  const service = useMutation(setAgentServiceAtom, { success: 'errors:success.dataUpdated', failureToast: true });
  const rename = useMutation(renameAgentAtom, {
    success: 'errors:success.dataUpdated',
    failureToast: true,
    onSuccess: () => setRenaming(null),
  });
  const assign = useMutation(assignAgentAtom, { success: 'errors:success.dataUpdated', failureToast: true });
  const resend = useMutation(resendInvitationAtom, { success: 'agentAccess:resend.sent', failureToast: true });
  const remove = useMutation(removeAgentAtom, { success: 'errors:success.agentRemoved' });
  const agents = data?.Agent_Data.result ?? [];
  const sections = data?.Section_Data ?? [];
  // The agent whose sections are open, read from the fresh list so its boxes follow each save.
  const assigned = agents.find((agent) => agent.id === assigning) ?? null;
  const onAction = (agent: Agent, action: AgentAction) => {
    if (action === 'rename') setRenaming(agent);
    else if (action === 'sections') setAssigning(agent.id);
    else if (action === 'resend') void resend.run(agent.id);
    else setRemoving(agent);
  };
  return (
    <div className={styles.results}>
      <AgentTable
        aria-label={t('screen.tableLabel')}
        agents={agents}
        sections={sections}
        isLoading={!data}
        pendingServiceIds={service.pendingArgs ? [service.pendingArgs[0]] : []}
        onServiceChange={(agent, on) => void service.run(agent.id, on)}
        onAction={onAction}
        profileHref={(agent) => `/agents/${encodeURIComponent(agent.email)}`}
        emptyState={
          filtered ? (
            <EmptyState
              title={t('screen.noMatchTitle')}
              description={t('screen.noMatchText')}
              action={
                <Button variant="secondary" onPress={onClearFilters}>
                  {t('screen.clearFilters')}
                </Button>
              }
            />
          ) : (
            <EmptyState title={t('screen.emptyTitle')} description={t('screen.emptyText')} />
          )
        }
      />
      {data && data.Agent_Data.total_pages > 1 ? (
        <div className={styles.footer}>
          <Pagination
            aria-label={t('screen.pages')}
            page={query.page}
            totalPages={data.Agent_Data.total_pages}
            onPageChange={onPageChange}
          />
        </div>
      ) : null}
      {renaming ? (
        <RenameAgentDialog
          agent={renaming}
          isPending={rename.pending}
          onClose={() => setRenaming(null)}
          onSubmit={(name) => void rename.run(renaming.id, name)}
        />
      ) : null}
      {assigned ? (
        <AgentSectionsDialog
          agent={assigned}
          sections={sections}
          pendingSectionId={assign.pendingArgs?.[1] ?? null}
          onClose={() => setAssigning(null)}
          onToggle={(section, on) => void assign.run(assigned.id, section.id, on)}
        />
      ) : null}
      <AlertDialog
        title={t('remove.title')}
        tone="danger"
        confirmLabel={t('remove.confirm')}
        requirePassword
        isOpen={removing !== null}
        onOpenChange={(open) => {
          if (!open) {
            setRemoving(null);
            remove.clearError();
          }
        }}
        passwordError={remove.errorKey ? serverMessage(remove.errorKey) : undefined}
        onConfirm={async (password) => {
          if (!removing) return;
          // The dialog stays open (with the reason under the password) unless the agent is gone.
          if (!(await remove.run(removing.id, password ?? '')).ok) throw new Error('not removed');
        }}
      >
        <p>
          {t('remove.body')} <bdi>{removing?.name}</bdi>
        </p>
      </AlertDialog>
    </div>
  );
}

/** The sections: create (within Allowed_Section), edit, delete. */
function SectionsPanel({ data }: { data: AgentListResponse | null }) {
  const { t } = useTranslation('agents');
  const serverMessage = useKeyTranslator();
  const [editing, setEditing] = useState<{ section: Section | null } | null>(null);
  const [deleting, setDeleting] = useState<Section | null>(null);
  const save = useMutation(saveSectionAtom, { success: 'errors:success.dataUpdated', onSuccess: () => setEditing(null) });
  const remove = useMutation(deleteSectionAtom, { success: 'errors:success.dataUpdated', failureToast: true });
  const sections = data?.Section_Data ?? [];
  const counts: Record<number, number> = {};
  for (const agent of data?.Agent_Data.result ?? []) for (const id of agent.section) counts[id] = (counts[id] ?? 0) + 1;
  const create = () =>
    data?.Add_Section
      ? setEditing({ section: null })
      : openPlanGate({ kind: 'upgrade', reason: { kind: 'limit', limit: 'sections', allowed: data?.Allowed_Section ?? 0 } });
  return (
    <section className={styles.panel} aria-labelledby="sections-heading">
      <div className={styles.panelHeader}>
        <h2 id="sections-heading" className={styles.panelTitle}>
          {t('section.heading')}
        </h2>
        <Button variant="secondary" isDisabled={!data} onPress={create}>
          {t('section.open')}
        </Button>
      </div>
      <SectionList
        sections={sections}
        agentCounts={counts}
        isLoading={!data}
        onEdit={(section) => setEditing({ section })}
        onDelete={setDeleting}
      />
      {editing ? (
        <Suspense fallback={null}>
          <SectionEditorDialog
            section={editing.section}
            sections={sections}
            isOpen
            onOpenChange={(open) => {
              if (!open) {
                setEditing(null);
                save.clearError();
              }
            }}
            isPending={save.pending}
            serverError={save.errorKey ? serverMessage(save.errorKey) : undefined}
            onSubmit={(body) => void save.run(editing.section?.id ?? null, body)}
          />
        </Suspense>
      ) : null}
      <AlertDialog
        title={t('section.deleteTitle')}
        tone="danger"
        confirmLabel={t('section.delete')}
        isOpen={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        onConfirm={async () => {
          if (deleting) await remove.run(deleting.id);
        }}
      >
        <p>
          {t('section.deleteBody')} <bdi>{deleting?.name}</bdi>
        </p>
      </AlertDialog>
    </section>
  );
}

/** The quick messages, behind Quick_Feature ('Quick message added'). */
function QuickPanel({ data }: { data: AgentListResponse | null }) {
  const { t } = useTranslation('agents');
  // SPEC §8 'Quick message added' after an add; the other changes say the data was updated.
  const change = useRef<QuickAction['type']>('add');
  const save = useMutation(saveQuickMessagesAtom, {
    success: () => (change.current === 'add' ? 'errors:success.quickMessageAdded' : 'errors:success.dataUpdated'),
    failureToast: true,
  });
  return (
    <section className={styles.panel} aria-labelledby="quick-heading">
      <div className={styles.panelHeader}>
        <h2 id="quick-heading" className={styles.panelTitle}>
          {t('quick.heading')}
        </h2>
      </div>
      {!data ? null : data.Quick_Feature ? (
        <QuickMessageList
          messages={data.Quick}
          isSaving={save.pending}
          onChange={(next, what) => {
            change.current = what;
            void save.run(next);
          }}
        />
      ) : (
        <div className={styles.upgrade}>
          <p>{t('upgrade.quick', { count: 0 })}</p>
          <Button
            variant="secondary"
            onPress={() => openPlanGate({ kind: 'upgrade', reason: { kind: 'feature', feature: 'quick_replies' } })}
          >
            {t('upgrade.action')}
          </Button>
        </div>
      )}
    </section>
  );
}
