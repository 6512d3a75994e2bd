import { templateKinds } from '@wasl/api/models';
import type { OrderTemplates, TemplateKind } from '@wasl/api/types';
import { useTranslation } from '@wasl/i18n';
import { useKeyTranslator } from '@wasl/i18n/typed';
import { Badge, Button, Tab, TabList, TabPanel, Tabs, useFormat, type Key } from '@wasl/ui';
import { DomainStatusPill } from '../../DomainStatusPill';
import { BilingualTemplateFields } from '../BilingualTemplateFields';
import { isDirty, type TemplateEditorEvent, type TemplateEditorState } from '../templateEditorModel';
import * as styles from './OrderTemplateEditor.css';

export interface OrderTemplateEditorProps {
  /** What the server holds (status, last change). */
  templates: OrderTemplates;
  /** The editor's state (templateEditorModel). */
  state: TemplateEditorState;
  /** The merchant's actions as model events; the screen runs the submit call around `submit`. */
  onEvent: (event: TemplateEditorEvent) => void;
  /** The review is the sandbox's timer, not WhatsApp's: say so. */
  sandbox: boolean;
}

/**
 * The order message templates (SPEC §2 Templates: init, commit, push): one tab each with its review
 * status and category, the English and Arabic bodies with their `{variables}` (inserted at the
 * caret), a WhatsApp-style preview of both as customers would get them, and "Submit for review"
 * (a change goes back to review, which may take up to 3 hours, SPEC §9).
 */
export function OrderTemplateEditor({ templates, state, onEvent, sandbox }: OrderTemplateEditorProps) {
  const { t } = useTranslation('contacts');
  return (
    <Tabs selectedKey={state.kind} onSelectionChange={(key: Key) => onEvent({ type: 'select', kind: key as TemplateKind })}>
      <TabList aria-label={t('templates.kindsLabel')}>
        {templateKinds.map((kind) => (
          <Tab key={kind} id={kind}>
            {t(`templates.kinds.${kind}`)}
          </Tab>
        ))}
      </TabList>
      {templateKinds.map((kind) => (
        <TabPanel key={kind} id={kind}>
          {kind === state.kind ? <KindEditor templates={templates} state={state} onEvent={onEvent} sandbox={sandbox} /> : null}
        </TabPanel>
      ))}
    </Tabs>
  );
}

function KindEditor({ templates, state, onEvent, sandbox }: OrderTemplateEditorProps) {
  const { t } = useTranslation('contacts');
  const serverMessage = useKeyTranslator();
  const format = useFormat();
  const saved = templates[state.kind];
  const draft = state.drafts[state.kind];
  const dirty = isDirty(state, templates);

  return (
    <form
      className={styles.root}
      noValidate
      aria-label={t(`templates.kinds.${state.kind}`)}
      onSubmit={(event) => {
        event.preventDefault();
        onEvent({ type: 'submit' });
      }}
    >
      <p className={styles.muted}>{t(`templates.kindHelp.${state.kind}`)}</p>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt className={styles.label}>{t('templates.status')}</dt>
          <dd className={styles.value}>
            <DomainStatusPill domain="approval" status={saved.status} size="sm" />
            {sandbox ? <Badge tone="info">{t('numbers.modes.sandbox')}</Badge> : null}
          </dd>
        </div>
        <div className={styles.fact}>
          <dt className={styles.label}>{t('templates.category')}</dt>
          <dd className={styles.value}>{t('templates.categoryUtility')}</dd>
        </div>
        <div className={styles.fact}>
          <dt className={styles.label}>{t('templates.updatedAt', { date: '' }).trim()}</dt>
          <dd className={styles.value}>{saved.updated_at.startsWith('1970-') ? '—' : format.dateTime(saved.updated_at)}</dd>
        </div>
      </dl>
      <p className={styles.muted}>
        {t('templates.reviewNote')} {sandbox ? t('templates.sandboxReview') : null}
      </p>

      <div role="alert">{state.failure ? <p className={styles.alert}>{serverMessage(state.failure)}</p> : null}</div>

      <BilingualTemplateFields
        texts={draft}
        errors={state.errors}
        onEdit={(language, text) => onEvent({ type: 'edit', language, text })}
        name={state.kind}
        isReadOnly={state.submitting}
      />

      <div className={styles.actions}>
        <Button variant="secondary" isDisabled={!dirty || state.submitting} onPress={() => onEvent({ type: 'reset', saved: templates })}>
          {t('templates.reset')}
        </Button>
        <Button type="submit" isPending={state.submitting}>
          {t('templates.submit')}
        </Button>
      </div>
    </form>
  );
}
