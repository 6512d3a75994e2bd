import type { KeyboardEvent } from 'react';
import { useTranslation } from '@wasl/i18n';
import {
  EmptyState,
  ListBox,
  ListBoxItem,
  Radio,
  RadioGroup,
  SearchField,
  Select,
  SelectItem,
  Skeleton,
  StatusPill,
  useFormat,
} from '@wasl/ui';
import { CustomerNumber } from '../CustomerNumber';
import { displayName, opensForward, stateLabel, stateTones } from '../inboxModel';
import { inboxFilters, type ConversationCounts, type ConversationSummary, type InboxFilter, type SectionOption } from '../types';
import * as styles from './ConversationList.css';

export interface ConversationListProps {
  /** One page of conversations (the server's order: newest message first). */
  conversations: readonly ConversationSummary[];
  /** How many conversations each filter holds (shown beside its name). */
  counts?: ConversationCounts;
  /** All conversations of the current filter (the list may show a page of them). */
  total?: number;
  /** @default 'open' */
  filter: InboxFilter;
  onFilterChange: (filter: InboxFilter) => void;
  /** Sections to narrow the list to; none hides the picker. */
  sections?: readonly SectionOption[];
  /** @default null (all sections) */
  sectionId?: number | null;
  onSectionChange?: (sectionId: number | null) => void;
  search: string;
  onSearchChange: (search: string) => void;
  /** The phone of the thread on screen (its row is marked selected). */
  selectedPhone?: string | null;
  /** Open a conversation's thread (click, Enter, Space, or the forward arrow of the reading direction). */
  onOpen: (phone: string) => void;
  /** Skeleton rows instead of the list. @default false */
  isLoading?: boolean;
}

const ALL_SECTIONS = 'all';

/**
 * The inbox (issue 19): filters (waiting, mine, all open, closed, all; a section), a search by phone
 * or name, and the conversations. Each row names the customer (WhatsApp profile name, else the
 * number, isolated with `<bdi>`), says the state in words (with the bot, waiting, assigned to X,
 * closed), the last message as text and the unread count. The list is the ListBox primitive
 * (react-aria's listbox: one tab stop, ↑/↓ move and wrap, Home/End jump, typing a name finds it);
 * Enter, Space, a click or the arrow pointing forward in the reading direction opens the thread.
 */
export function ConversationList({
  conversations,
  counts,
  total,
  filter,
  onFilterChange,
  sections = [],
  sectionId = null,
  onSectionChange,
  search,
  onSearchChange,
  selectedPhone = null,
  onOpen,
  isLoading = false,
}: ConversationListProps) {
  const { t, i18n } = useTranslation('inbox');
  const format = useFormat();

  // The forward arrow of the reading direction (→ in English, ← in Arabic) opens the focused row;
  // react-aria's listbox leaves the side arrows of a vertical list to us.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!opensForward(event.key, i18n.dir(i18n.language) === 'rtl' ? 'rtl' : 'ltr')) return;
    const phone = (event.target as HTMLElement).closest<HTMLElement>('[role="option"]')?.dataset.key;
    if (!phone) return;
    event.preventDefault();
    onOpen(phone);
  };

  const countOf = (name: InboxFilter) => (counts && name !== 'all' ? counts[name] : undefined);

  return (
    <div className={styles.root}>
      <div className={styles.controls}>
        <RadioGroup
          label={t('filters.label')}
          orientation="horizontal"
          value={filter}
          onChange={(value) => onFilterChange(value as InboxFilter)}
        >
          {inboxFilters.map((name) => {
            const count = countOf(name);
            return (
              <Radio key={name} value={name}>
                {t(`filters.${name}`)}
                {count !== undefined && ` (${format.number(count)})`}
              </Radio>
            );
          })}
        </RadioGroup>
        {sections.length > 0 && onSectionChange && (
          <Select
            label={t('section.label')}
            selectedKey={sectionId === null ? ALL_SECTIONS : String(sectionId)}
            onSelectionChange={(key) => onSectionChange(key === ALL_SECTIONS || key === null ? null : Number(key))}
          >
            <SelectItem id={ALL_SECTIONS}>{t('section.all')}</SelectItem>
            {sections.map((section) => (
              <SelectItem key={section.id} id={String(section.id)} textValue={section.name}>
                <bdi>{section.name}</bdi>
              </SelectItem>
            ))}
          </Select>
        )}
        <SearchField label={t('search.label')} value={search} onChange={onSearchChange} />
      </div>
      {total !== undefined && !isLoading && (
        <p className={styles.total} aria-live="polite">
          {t('list.total', { count: total })}
        </p>
      )}
      {isLoading ? (
        <div role="group" aria-busy="true" aria-label={t('list.label')} className={styles.list}>
          {[0, 1, 2].map((i) => (
            <div key={i} className={styles.placeholder}>
              <Skeleton width="50%" />
              <Skeleton width="3rem" />
              <Skeleton width="80%" />
            </div>
          ))}
        </div>
      ) : conversations.length === 0 ? (
        <EmptyState title={t('list.empty')} description={t('list.emptyHint')} headingLevel={2} />
      ) : (
        <div onKeyDown={onKeyDown}>
          <ListBox
            aria-label={t('list.label')}
            items={conversations.map((conversation) => ({ ...conversation, id: conversation.phone }))}
            selectionMode="single"
            disallowEmptySelection
            selectedKeys={selectedPhone === null ? [] : [selectedPhone]}
            onSelectionChange={(keys) => {
              const [phone] = keys === 'all' ? [] : [...keys];
              if (phone !== undefined) onOpen(String(phone));
            }}
            shouldFocusWrap
          >
            {(conversation) => {
              const label = stateLabel(conversation);
              const hasName = conversation.profile_name.trim() !== '';
              return (
                <ListBoxItem id={conversation.phone} textValue={displayName(conversation)} className={styles.row}>
                  {hasName ? (
                    <bdi className={styles.name}>{conversation.profile_name}</bdi>
                  ) : (
                    <CustomerNumber phone={conversation.phone} masked={conversation.phone_masked} className={styles.name} />
                  )}
                  <time className={styles.time} dateTime={conversation.last_at}>
                    {format.time(conversation.last_at)}
                  </time>
                  <span className={styles.preview} dir="auto">
                    {conversation.last_direction === 'out' && t('list.you')}
                    {conversation.last_text}
                  </span>
                  {conversation.unread > 0 ? (
                    <span className={styles.unread} aria-label={t('list.unread', { count: conversation.unread })}>
                      {format.number(conversation.unread)}
                    </span>
                  ) : (
                    <span />
                  )}
                  <span className={styles.meta}>
                    <StatusPill
                      tone={stateTones[conversation.state]}
                      label={t(label.key, label.agent ? { agent: label.agent } : {})}
                      size="sm"
                    />
                    {hasName && <CustomerNumber phone={conversation.phone} masked={conversation.phone_masked} className={styles.phone} />}
                    {conversation.section_name && <bdi className={styles.phone}>{conversation.section_name}</bdi>}
                  </span>
                </ListBoxItem>
              );
            }}
          </ListBox>
        </div>
      )}
    </div>
  );
}
