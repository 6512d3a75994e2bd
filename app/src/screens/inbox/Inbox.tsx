import { useEffect, useRef, useState } from 'react';
import { useSearch } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import type { Order, ThreadContact } from '@wasl/api/types';
import { useTranslation } from '@wasl/i18n';
import { useKeyTranslator } from '@wasl/i18n/typed';
import { Button, EmptyState, Link } from '@wasl/ui';
import {
  Composer,
  ContactPanel,
  ConversationList,
  ConversationThread,
  displayName,
  EraseCustomerDialog,
  InspectNumber,
  inboxFilters,
  TransferDialog,
  type TransferCurrent,
  phoneOfPath,
  windowLeft,
  type ComposerSend,
  type SectionOption,
} from '@wasl/widgets/inbox';
import type { ScreenProps } from '../../routing/types';
import { customerExportFileName } from '@wasl/api/models';
import { ErrorState } from '../../shell/ErrorState';
import { useNow } from '../../state/clock';
import { eraseCustomerDataAtom, fetchCustomerExport } from '../../state/customerData';
import { saveFile } from '../../state/dashboard';
import { headerAtom } from '../../state/header';
import {
  claimConversationAtom,
  closeConversationAtom,
  conversationsAtom,
  conversationTemplatesAtom,
  inboxSettingsAtom,
  markConversationReadAtom,
  sendMessageAtom,
  threadAtom,
  transferConversationAtom,
  transferTargetsAtom,
  useConversationEvents,
  type InboxQuery,
} from '../../state/inbox';
import { useMutation } from '../../state/mutation';
import { conversationOrdersAtom } from '../../state/orders';
import { param, useUrlQuery } from '../../state/urlQuery';
import { useResource } from '../../state/useResource';
import { OrderDetail } from '../orders/OrderDetail';
import * as screens from '../screens.css';
import { SimulateCustomer } from './SimulateCustomer';
import * as styles from './inbox.css';

const SEARCH_DELAY_MS = 300;

/**
 * /inspect and /inspect/{phone} (SPEC §2 "inspect", issue 19): the inbox — filters, section, search,
 * SPEC §5's inspect-a-number field — and, side by side on wide screens, the open customer's thread
 * with its composer and contact panel. `{phone}` is E.164 digits with or without `+`. Filters, search
 * and page live in the URL; new messages, statuses and assignments arrive live (Server-Sent Events).
 */
export function Inbox({ params }: ScreenProps) {
  const { t } = useTranslation('inbox');
  const segment = params.id;
  const phone = segment ? phoneOfPath(segment) : null;
  const [{ filter, section, search, page }, setQuery] = useUrlQuery({
    filter: param.oneOf(inboxFilters),
    section: param.text,
    search: param.text,
    page: param.page,
  });
  const sectionId = /^\d{1,9}$/.test(section) ? Number(section) : null;
  const [typed, setTyped] = useState(search);
  const searchString = useSearch();
  const live = useConversationEvents();
  const settings = useResource(inboxSettingsAtom);
  const sections = settings.status === 'ready' ? settings.data.sections : [];
  const merchant = settings.status === 'ready' && settings.data.merchant;

  useEffect(() => {
    const timer = setTimeout(() => {
      if (typed.trim() !== search) setQuery({ search: typed.trim(), page: 1 });
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed, search, setQuery]);

  const open = (next: string) => navigate(`/inspect/${next}${searchString ? `?${searchString}` : ''}`);
  const query: InboxQuery = { filter: filter ?? 'open', section: sectionId, search, page };

  return (
    <section className={screens.page} aria-labelledby="page-heading">
      <div className={styles.top}>
        <h1 id="page-heading" className={screens.heading}>
          {t('title')}
        </h1>
        <p className={styles.live} role="status">
          {live === 'live' ? t('live.connected') : t('live.reconnecting')}
        </p>
      </div>
      <div className={styles.layout}>
        <div className={[styles.listPane, segment ? styles.hiddenWhenNarrow : ''].join(' ')}>
          <InspectNumber onInspect={open} />
          <InboxList
            query={query}
            typed={typed}
            onTyped={setTyped}
            sections={sections}
            selectedPhone={phone}
            onOpen={open}
            onFilterChange={(next) => setQuery({ filter: next === 'open' ? null : next, page: 1 })}
            onSectionChange={(next) => setQuery({ section: next === null ? '' : String(next), page: 1 })}
          />
          {merchant && <SimulateCustomer onOpen={open} />}
        </div>
        {segment ? (
          phone ? (
            <ThreadPane key={phone} phone={phone} quick={settings.status === 'ready' ? settings.data.quick : []} />
          ) : (
            <EmptyState title={t('thread.notFound')} description={t('inspect.invalid')} headingLevel={2} />
          )
        ) : (
          <p className={[styles.placeholder, styles.hiddenWhenNarrow].join(' ')}>{t('select')}</p>
        )}
      </div>
    </section>
  );
}

interface InboxListProps {
  query: InboxQuery;
  typed: string;
  onTyped: (search: string) => void;
  sections: readonly SectionOption[];
  selectedPhone: string | null;
  onOpen: (phone: string) => void;
  onFilterChange: (filter: InboxQuery['filter']) => void;
  onSectionChange: (section: number | null) => void;
}

function InboxList({ query, typed, onTyped, sections, selectedPhone, onOpen, onFilterChange, onSectionChange }: InboxListProps) {
  const list = useResource(conversationsAtom(query));
  if (list.status === 'error') return <ErrorState messageKey={list.messageKey} onRetry={list.retry} />;
  const data = list.status === 'ready' ? list.data : null;
  return (
    <ConversationList
      conversations={data?.conversations ?? []}
      counts={data?.counts}
      total={data?.total}
      isLoading={list.status === 'loading'}
      filter={query.filter}
      onFilterChange={onFilterChange}
      sections={sections}
      sectionId={query.section}
      onSectionChange={onSectionChange}
      search={typed}
      onSearchChange={onTyped}
      selectedPhone={selectedPhone}
      onOpen={onOpen}
    />
  );
}

interface ThreadPaneProps {
  phone: string;
  quick: readonly { key: string; content: string }[];
}

/** Re-renders every 30 s, so the window's time left counts down on an idle screen. */
function useTicking(): Date {
  const now = useNow();
  const [, setTick] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setTick((n) => n + 1), 30_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

function ThreadPane({ phone, quick }: ThreadPaneProps) {
  const { t } = useTranslation('inbox');
  const serverMessage = useKeyTranslator();
  const now = useTicking();
  const thread = useResource(threadAtom(phone));
  const pending = useRef<{ resolve: () => void; reject: () => void } | null>(null);
  const send = useMutation(sendMessageAtom, {
    success: 'inbox:toast.sent',
    onSuccess: () => pending.current?.resolve(),
    onFailure: () => {
      pending.current?.reject();
      return false;
    },
  });
  const claim = useMutation(claimConversationAtom, { success: 'inbox:toast.claimed', failureToast: true });
  const close = useMutation(closeConversationAtom, { success: 'inbox:toast.closed', failureToast: true });
  const [transferring, setTransferring] = useState(false);
  const markRead = useMutation(markConversationReadAtom);
  const entries = thread.status === 'ready' ? thread.data.entries.length : 0;
  const hasConversation = thread.status === 'ready' && thread.data.conversation !== null;

  // Reading the thread marks it read (again when a new entry arrives while it is open). `run` is a
  // new function each render: the effect keys on what was marked, not on it.
  const marked = useRef('');
  const markRun = useRef(markRead.run);
  useEffect(() => {
    markRun.current = markRead.run;
  });
  useEffect(() => {
    const key = `${phone}:${entries}`;
    if (!hasConversation || marked.current === key) return;
    marked.current = key;
    void markRun.current(phone);
  }, [hasConversation, entries, phone]);

  if (thread.status === 'error') return <ErrorState messageKey={thread.messageKey} onRetry={thread.retry} />;
  if (thread.status === 'loading') return <p className={styles.placeholder}>…</p>;
  const { customer, conversation } = thread.data;
  const windowOpen = windowLeft(conversation?.window_expires_at, now).open;
  const sendOne = (body: ComposerSend) =>
    new Promise<void>((resolve, reject) => {
      pending.current = { resolve, reject };
      void send.run(phone, body);
    });

  return (
    <div className={styles.threadPane}>
      <div className={styles.threadMain}>
        <Link href="/inspect" className={styles.back}>
          {t('back')}
        </Link>
        <ConversationThread customer={customer} phone={phone} entries={thread.data.entries} conversation={conversation} now={now} />
        {conversation && conversation.state !== 'closed' && (
          <div className={styles.toolbar}>
            {conversation.state === 'waiting' && (
              <Button variant="secondary" isPending={claim.pending} onPress={() => void claim.run(phone)}>
                {t('composer.claim')}
              </Button>
            )}
            <Button variant="secondary" onPress={() => setTransferring(true)}>
              {t('transfer.open')}
            </Button>
          </div>
        )}
        {conversation && transferring && (
          <Transfer
            phone={phone}
            customer={customer ? displayName(customer) : `+${phone}`}
            current={{ agentId: conversation.agent_id, sectionId: conversation.section_id }}
            onClose={() => setTransferring(false)}
          />
        )}
        <ReplyBox
          phone={phone}
          windowOpen={windowOpen}
          quick={quick}
          onSend={sendOne}
          isSending={send.pending}
          error={send.errorKey ? serverMessage(send.errorKey) : undefined}
          onClose={conversation && conversation.state !== 'closed' ? () => void close.run(phone) : undefined}
          isClosing={close.pending}
        />
      </div>
      <CustomerPanel
        phone={phone}
        phoneMasked={customer?.phone_masked ?? null}
        profileName={customer?.profile_name ?? ''}
        language={customer?.language ?? null}
        contact={thread.data.contact}
      />
    </div>
  );
}

/** The transfer dialog, with the merchant's active agents and sections (GET …/transfer-targets). */
function Transfer({
  phone,
  customer,
  current,
  onClose,
}: {
  phone: string;
  customer: string;
  current: TransferCurrent;
  onClose: () => void;
}) {
  useTranslation('inbox'); // the dialog waits for the inbox strings before it renders
  const serverMessage = useKeyTranslator();
  const targets = useResource(transferTargetsAtom);
  const transfer = useMutation(transferConversationAtom, { success: 'inbox:toast.transferred', onSuccess: onClose });
  if (targets.status === 'error') return <ErrorState messageKey={targets.messageKey} onRetry={targets.retry} />;
  return (
    <TransferDialog
      isOpen
      customer={customer}
      agents={targets.status === 'ready' ? targets.data.agents : []}
      sections={targets.status === 'ready' ? targets.data.sections : []}
      current={current}
      onClose={onClose}
      onTransfer={(body) => void transfer.run(phone, body)}
      isPending={transfer.pending}
      error={transfer.errorKey ? serverMessage(transfer.errorKey) : undefined}
    />
  );
}

interface ReplyBoxProps {
  phone: string;
  windowOpen: boolean;
  quick: readonly { key: string; content: string }[];
  onSend: (body: ComposerSend) => Promise<void>;
  isSending: boolean;
  error?: string;
  onClose?: () => void;
  isClosing: boolean;
}

/** The composer; outside the window it reads the templates this customer may receive now. */
function ReplyBox(props: ReplyBoxProps) {
  return props.windowOpen ? <ComposerWith {...props} templates={[]} /> : <ComposerWithTemplates {...props} />;
}

function ComposerWithTemplates(props: ReplyBoxProps) {
  const templates = useResource(conversationTemplatesAtom(props.phone));
  if (templates.status === 'error') return <ErrorState messageKey={templates.messageKey} onRetry={templates.retry} />;
  return <ComposerWith {...props} templates={templates.status === 'ready' ? templates.data.templates : []} />;
}

function ComposerWith({
  windowOpen,
  quick,
  onSend,
  isSending,
  error,
  onClose,
  isClosing,
  templates,
}: ReplyBoxProps & { templates: Parameters<typeof Composer>[0]['templates'] }) {
  return (
    <Composer
      windowOpen={windowOpen}
      templates={templates}
      quickMessages={quick}
      onSend={onSend}
      isSending={isSending}
      error={error}
      onClose={onClose}
      isClosing={isClosing}
    />
  );
}

/**
 * The contact panel: the customer, their latest orders (GET …/conversations/{phone}/orders, which
 * agents may call for a conversation they may act on), and what the thread answer says of them
 * (opt-out, carts, ratings). The order modal (status changes, resend, invoice) is the merchant's.
 */
function CustomerPanel({
  phone,
  phoneMasked,
  profileName,
  language,
  contact,
}: {
  phone: string;
  /** Show_Number off, for an agent: the server's mask (`•••• 4567`), and `phone` is an opaque key. */
  phoneMasked: string | null;
  profileName: string;
  language: 'en' | 'ar' | null;
  contact: ThreadContact | null;
}) {
  const [opened, setOpened] = useState<Order | null>(null);
  const header = useResource(headerAtom);
  const isMerchant = header.status === 'ready' && header.data?.Role !== 'agent';
  const orders = useResource(conversationOrdersAtom(phone));
  const list = orders.status === 'ready' ? orders.data.orders : [];
  return (
    <>
      <ContactPanel
        phone={phone}
        phoneMasked={phoneMasked}
        profileName={profileName}
        language={language}
        orders={list.map((order) => ({
          id: order.id,
          order_id: order.order_id,
          status: order.status,
          order_date: order.order_date,
          total: order.total,
          currency: order.finance.currency,
        }))}
        onOpenOrder={isMerchant ? (id) => setOpened(list.find((order) => order.id === id) ?? null) : undefined}
        optedOut={contact?.opted_out ?? null}
        carts={contact?.carts ?? []}
        feedback={contact?.feedback ?? []}
        dataActions={isMerchant ? <CustomerDataActions phone={phone} customer={profileName.trim() || `+${phone}`} /> : undefined}
      />
      {opened ? <OrderDetail key={opened.id} listed={opened} onClose={() => setOpened(null)} /> : null}
    </>
  );
}

/**
 * The merchant's data duties on this customer (issue 23, PDPL): download everything held about them
 * (a JSON file), and erase it behind the password (EraseCustomerDialog). After the erasure the thread,
 * the list and the orders refetch (state/customerData.ts) and a toast says it is done.
 */
function CustomerDataActions({ phone, customer }: { phone: string; customer: string }) {
  const { t } = useTranslation('inbox');
  const serverMessage = useKeyTranslator();
  const [erasing, setErasing] = useState(false);
  const pending = useRef<{ resolve: () => void; reject: () => void } | null>(null);
  const download = useMutation(fetchCustomerExport, {
    success: 'inbox:customerData.exported',
    failureToast: true,
    onSuccess: (blob) => saveFile(blob, customerExportFileName(phone)),
  });
  const erase = useMutation(eraseCustomerDataAtom, {
    success: 'inbox:customerData.erased',
    onSuccess: () => pending.current?.resolve(),
    onFailure: () => {
      pending.current?.reject();
      return false;
    },
  });
  return (
    <>
      <Button variant="secondary" size="sm" isPending={download.pending} onPress={() => void download.run(phone)}>
        {t('customerData.export')}
      </Button>
      <Button
        variant="danger"
        size="sm"
        onPress={() => {
          erase.clearError();
          setErasing(true);
        }}
      >
        {t('customerData.erase')}
      </Button>
      <EraseCustomerDialog
        customer={customer}
        isOpen={erasing}
        onOpenChange={setErasing}
        error={erase.errorKey ? serverMessage(erase.errorKey) : undefined}
        onErase={(password) =>
          new Promise<void>((resolve, reject) => {
            pending.current = { resolve, reject };
            void erase.run(phone, password);
          })
        }
      />
    </>
  );
}
