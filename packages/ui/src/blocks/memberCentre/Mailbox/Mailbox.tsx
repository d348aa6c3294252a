import { useTranslation } from '@lobby/i18n';
import { clsx } from 'clsx';
import { ArrowLeft, Inbox, Send, Trash2 } from 'lucide-react';
import { type HTMLAttributes, type ReactNode, type Ref, useEffect, useId, useRef, useState } from 'react';
import { AsyncRegion } from '../../../primitives/AsyncRegion/AsyncRegion';
import { Button } from '../../../primitives/Button/Button';
import { Checkbox } from '../../../primitives/Checkbox/Checkbox';
import { EmptyState } from '../../../primitives/EmptyState/EmptyState';
import { MessageDialog } from '../../../primitives/MessageDialog/MessageDialog';
import { Pagination } from '../../../primitives/Pagination/Pagination';
import { SafeHtml } from '../../../primitives/SafeHtml/SafeHtml';
import { Skeleton } from '../../../primitives/Skeleton/Skeleton';
import { Tabs } from '../../../primitives/Tabs/Tabs';
import { VisuallyHidden } from '../../../primitives/VisuallyHidden/VisuallyHidden';
import type {
  InboxMail,
  MailboxResult,
  MailboxTab,
  MailDraft,
  MailDraftLimits,
  MailFolder,
  SentMail,
} from '../mailbox';
import * as styles from './Mailbox.css';
import { MailboxSendForm } from './MailboxSendForm';
import { type Outcome, OutcomeMessage } from './OutcomeMessage';

type HeadingLevel = 2 | 3;

export interface MailboxSend {
  /** Sends the draft (trimmed); the form clears once it resolves `{ ok: true }`. */
  onSend: (draft: MailDraft) => Promise<MailboxResult>;
  limits: MailDraftLimits;
}

export interface MailboxProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** The page's name, "Messages". */
  title: ReactNode;
  /** 3 under a centre's page (default), 2 on a page of its own; messages and states are one level below. */
  headingLevel?: HeadingLevel;
  /** Unread messages in the whole inbox; unknown (left out) until the count arrives. */
  unreadCount?: number;
  inbox: MailFolder<InboxMail>;
  /** The player opened a message (the host marks an unread one read). */
  onOpen: (message: InboxMail) => void;
  /** Deletes the messages once the player confirmed; the view asks first. */
  onDelete: (ids: readonly string[]) => Promise<MailboxResult>;
  /** The messages the player sent; left out, there is no "Sent" tab. */
  outbox?: MailFolder<SentMail>;
  /** Writing to customer service; left out, there is no "Write" tab. */
  send?: MailboxSend;
  /** The tab shown first. */
  defaultTab?: MailboxTab;
  ref?: Ref<HTMLDivElement>;
}

function MailDate({ date, label }: { date: string | undefined; label?: (time: string) => string }) {
  const text = date?.trim();
  if (!text) return null;
  return <span className={styles.date}>{label ? label(text) : text}</span>;
}

function FolderSkeleton() {
  return (
    <div className={styles.list}>
      {Array.from({ length: 6 }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity beyond their position
        <div key={index} className={styles.skeletonRow}>
          <Skeleton height={16} width={index % 2 === 0 ? '64%' : '52%'} />
          <Skeleton height={12} width={130} />
        </div>
      ))}
    </div>
  );
}

/** Brings focus back to the row of a message once the list shows again. */
function useReturnFocus(listRef: { current: HTMLElement | null }) {
  const [returnTo, setReturnTo] = useState<string | null>(null);
  useEffect(() => {
    if (returnTo === null) return;
    const row = [...(listRef.current?.querySelectorAll<HTMLElement>('[data-mail-id]') ?? [])].find(
      (element) => element.dataset.mailId === returnTo,
    );
    row?.focus();
    setReturnTo(null);
  }, [listRef, returnTo]);
  return setReturnTo;
}

/** Moves focus to the opened message's heading, so a screen reader starts reading there. */
function focusOnMount(element: HTMLElement | null) {
  element?.focus();
}

interface InboxFolderProps {
  folder: MailFolder<InboxMail>;
  headingLevel: HeadingLevel;
  onOpen: (message: InboxMail) => void;
  onDelete: (ids: readonly string[]) => Promise<MailboxResult>;
}

function InboxFolder({ folder, headingLevel, onOpen, onDelete }: InboxFolderProps) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState<InboxMail | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  const [confirming, setConfirming] = useState<readonly string[] | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const listRef = useRef<HTMLUListElement | null>(null);
  const returnFocusTo = useReturnFocus(listRef);
  const detailTitleId = useId();
  const Heading = `h${headingLevel + 1}` as 'h3' | 'h4';

  const pageIds = folder.messages.map((message) => message.id);
  const selectedHere = pageIds.filter((id) => selected.has(id));
  const allSelected = pageIds.length > 0 && selectedHere.length === pageIds.length;
  // The opened message as the latest answer has it (read once the host marked it).
  const shown = opened ? (folder.messages.find((message) => message.id === opened.id) ?? opened) : null;

  const open = (message: InboxMail) => {
    setOpened(message);
    setOutcome(null);
    onOpen(message);
  };

  const back = () => {
    if (opened) returnFocusTo(opened.id);
    setOpened(null);
  };

  const changePage = (page: number) => {
    setSelected(new Set());
    setOpened(null);
    setOutcome(null);
    folder.onPageChange(page);
  };

  const remove = async (ids: readonly string[]) => {
    setDeleting(true);
    setOutcome(null);
    const result = await onDelete(ids);
    setDeleting(false);
    if (!result.ok) {
      setOutcome({ ok: false, text: result.error });
      return;
    }
    setSelected((current) => new Set([...current].filter((id) => !ids.includes(id))));
    if (opened && ids.includes(opened.id)) setOpened(null);
    setOutcome({ ok: true, text: t('mailbox.deleted', { count: ids.length }) });
  };

  const confirmation = (
    <MessageDialog
      open={confirming !== null}
      onOpenChange={(open) => {
        if (!open) setConfirming(null);
      }}
      tone="warning"
      title={t('mailbox.confirm.title', { count: confirming?.length ?? 1 })}
      buttons={[
        // Enter keeps the messages: deleting takes a deliberate press.
        { label: t('mailbox.confirm.cancel'), variant: 'secondary', default: true },
        {
          label: t('mailbox.confirm.delete'),
          variant: 'danger',
          onClick: () => {
            if (confirming) void remove(confirming);
          },
        },
      ]}
    >
      {t('mailbox.confirm.body')}
    </MessageDialog>
  );

  if (shown) {
    return (
      <article className={styles.detail} aria-labelledby={detailTitleId}>
        <Button variant="ghost" size="sm" startIcon={<ArrowLeft aria-hidden size={16} />} onClick={back}>
          {t('mailbox.message.backToInbox')}
        </Button>
        <Heading id={detailTitleId} ref={focusOnMount} tabIndex={-1} className={styles.detailTitle}>
          {shown.title}
        </Heading>
        <MailDate date={shown.date} />
        <SafeHtml html={shown.html} className={styles.detailBody} />
        <Button
          variant="danger"
          size="sm"
          startIcon={<Trash2 aria-hidden size={16} />}
          loading={deleting}
          onClick={() => setConfirming([shown.id])}
        >
          {t('mailbox.message.delete')}
        </Button>
        <OutcomeMessage outcome={outcome} />
        {confirmation}
      </article>
    );
  }

  return (
    <div className={styles.folder}>
      <AsyncRegion
        className={styles.folder}
        status={folder.status}
        loadingLabel={t('mailbox.inbox.loading')}
        errorTitle={t('mailbox.inbox.errorTitle')}
        onRetry={folder.onRetry}
        retrying={folder.retrying}
        headingLevel={(headingLevel + 1) as 3 | 4}
        skeleton={<FolderSkeleton />}
        empty={folder.messages.length === 0}
        emptyState={
          <EmptyState
            icon={<Inbox size={28} />}
            title={t('mailbox.inbox.empty')}
            description={t('mailbox.inbox.emptyHint')}
            headingLevel={(headingLevel + 1) as 3 | 4}
          />
        }
      >
        <div className={styles.toolbar}>
          <Checkbox
            label={t('mailbox.list.selectAll')}
            checked={allSelected}
            indeterminate={selectedHere.length > 0 && !allSelected}
            onCheckedChange={(checked) => setSelected(checked ? new Set(pageIds) : new Set())}
          />
          {selectedHere.length > 0 ? (
            <span className={styles.selectedCount}>{t('mailbox.list.selected', { count: selectedHere.length })}</span>
          ) : null}
          <Button
            className={styles.toolbarEnd}
            variant="secondary"
            size="sm"
            startIcon={<Trash2 aria-hidden size={16} />}
            disabled={selectedHere.length === 0}
            loading={deleting}
            onClick={() => setConfirming(selectedHere)}
          >
            {t('mailbox.list.deleteSelected')}
          </Button>
        </div>
        <ul ref={listRef} className={styles.list} aria-label={t('mailbox.inbox.label')}>
          {folder.messages.map((message) => (
            <li key={message.id} className={styles.row}>
              <Checkbox
                className={styles.rowCheck}
                label={<VisuallyHidden>{t('mailbox.list.select', { title: message.title })}</VisuallyHidden>}
                checked={selected.has(message.id)}
                onCheckedChange={(checked) =>
                  setSelected((current) => {
                    const next = new Set(current);
                    if (checked) next.add(message.id);
                    else next.delete(message.id);
                    return next;
                  })
                }
              />
              <button
                type="button"
                className={styles.rowButton}
                data-mail-id={message.id}
                data-unread={message.unread ? '' : undefined}
                onClick={() => open(message)}
              >
                {message.unread ? (
                  <span className={styles.unreadDot} aria-hidden />
                ) : (
                  <span className={styles.readSpacer} aria-hidden />
                )}
                <span className={styles.rowText}>
                  <span className={styles.rowTitle}>
                    {message.title}
                    {message.unread ? <VisuallyHidden>, {t('mailbox.list.unreadMark')}</VisuallyHidden> : null}
                  </span>
                  <MailDate date={message.date} />
                </span>
              </button>
            </li>
          ))}
        </ul>
        <Pagination page={folder.page} pageCount={folder.pageCount} onPageChange={changePage} />
      </AsyncRegion>
      <OutcomeMessage outcome={outcome} />
      {confirmation}
    </div>
  );
}

function OutboxFolder({ folder, headingLevel }: { folder: MailFolder<SentMail>; headingLevel: HeadingLevel }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState<SentMail | null>(null);
  const listRef = useRef<HTMLUListElement | null>(null);
  const returnFocusTo = useReturnFocus(listRef);
  const detailTitleId = useId();
  const Heading = `h${headingLevel + 1}` as 'h3' | 'h4';

  if (opened) {
    return (
      <article className={styles.detail} aria-labelledby={detailTitleId}>
        <Button
          variant="ghost"
          size="sm"
          startIcon={<ArrowLeft aria-hidden size={16} />}
          onClick={() => {
            returnFocusTo(opened.id);
            setOpened(null);
          }}
        >
          {t('mailbox.message.backToOutbox')}
        </Button>
        <Heading id={detailTitleId} ref={focusOnMount} tabIndex={-1} className={styles.detailTitle}>
          {opened.title}
        </Heading>
        <MailDate date={opened.date} label={(time) => t('mailbox.message.sentAt', { time })} />
        <div className={styles.detailBody}>
          <p className={styles.plainText}>{opened.text}</p>
        </div>
      </article>
    );
  }

  return (
    <AsyncRegion
      className={styles.folder}
      status={folder.status}
      loadingLabel={t('mailbox.outbox.loading')}
      errorTitle={t('mailbox.outbox.errorTitle')}
      onRetry={folder.onRetry}
      retrying={folder.retrying}
      headingLevel={(headingLevel + 1) as 3 | 4}
      skeleton={<FolderSkeleton />}
      empty={folder.messages.length === 0}
      emptyState={
        <EmptyState
          icon={<Send size={28} />}
          title={t('mailbox.outbox.empty')}
          description={t('mailbox.outbox.emptyHint')}
          headingLevel={(headingLevel + 1) as 3 | 4}
        />
      }
    >
      <ul ref={listRef} className={styles.list} aria-label={t('mailbox.outbox.label')}>
        {folder.messages.map((message) => (
          <li key={message.id} className={styles.row}>
            <button
              type="button"
              className={styles.rowButton}
              data-mail-id={message.id}
              onClick={() => setOpened(message)}
            >
              <span className={styles.rowText}>
                <span className={styles.rowTitle}>{message.title}</span>
                <MailDate date={message.date} />
              </span>
            </button>
          </li>
        ))}
      </ul>
      <Pagination
        page={folder.page}
        pageCount={folder.pageCount}
        onPageChange={(page) => {
          setOpened(null);
          folder.onPageChange(page);
        }}
      />
    </AsyncRegion>
  );
}

/**
 * The member centre's mailbox: the inbox with unread marks and count, a
 * message opened to its sanitized body, single and bulk delete after a
 * confirmation, paging; a "Sent" folder and a "Write" form when the merchant
 * offers them.
 */
export function Mailbox({
  title,
  headingLevel = 3,
  unreadCount,
  inbox,
  onOpen,
  onDelete,
  outbox,
  send,
  defaultTab = 'inbox',
  className,
  ref,
  ...rest
}: MailboxProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [tab, setTab] = useState<MailboxTab>(defaultTab);
  const Heading = `h${headingLevel}` as const;
  const tabbed = outbox !== undefined || send !== undefined;
  const available = (candidate: MailboxTab) =>
    candidate === 'inbox' || (candidate === 'outbox' ? outbox !== undefined : send !== undefined);
  // A tab the merchant switched off since gives way to the inbox.
  const shownTab = available(tab) ? tab : 'inbox';

  const inboxFolder = <InboxFolder folder={inbox} headingLevel={headingLevel} onOpen={onOpen} onDelete={onDelete} />;

  return (
    <div ref={ref} className={clsx(styles.root, className)} {...rest}>
      <div className={styles.header}>
        <Heading id={titleId} className={styles.title}>
          {title}
        </Heading>
        {typeof unreadCount === 'number' ? (
          <p className={styles.unreadSummary}>
            {unreadCount > 0 ? t('mailbox.unread', { count: unreadCount }) : t('mailbox.allRead')}
          </p>
        ) : null}
      </div>
      {tabbed ? (
        <Tabs.Root value={shownTab} onValueChange={(value) => setTab(value as MailboxTab)}>
          <Tabs.List aria-label={t('mailbox.tabs.label')}>
            <Tabs.Trigger value="inbox">{t('mailbox.tabs.inbox')}</Tabs.Trigger>
            {outbox ? <Tabs.Trigger value="outbox">{t('mailbox.tabs.outbox')}</Tabs.Trigger> : null}
            {send ? <Tabs.Trigger value="send">{t('mailbox.tabs.send')}</Tabs.Trigger> : null}
          </Tabs.List>
          <Tabs.Content value="inbox">{inboxFolder}</Tabs.Content>
          {outbox ? (
            <Tabs.Content value="outbox">
              <OutboxFolder folder={outbox} headingLevel={headingLevel} />
            </Tabs.Content>
          ) : null}
          {send ? (
            <Tabs.Content value="send">
              <MailboxSendForm onSend={send.onSend} limits={send.limits} />
            </Tabs.Content>
          ) : null}
        </Tabs.Root>
      ) : (
        inboxFolder
      )}
    </div>
  );
}
