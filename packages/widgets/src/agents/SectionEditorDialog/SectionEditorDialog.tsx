import { useKeyTranslator } from '@wasl/i18n/typed';
import { useState, type FormEvent } from 'react';
import type { Section, SectionBody } from '@wasl/api/types';
import { useTranslation } from '@wasl/i18n';
import { Button, ColorPicker, Dialog, TextField, TimeField, formatTimeString, parseTimeString } from '@wasl/ui';
import {
  draftOf,
  newSectionDraft,
  sectionBodyOf,
  sectionIsValid,
  validateSection,
  type SectionDraft,
  type SectionErrors,
} from '../sectionDraft';
import * as styles from '../SectionList/SectionList.css';

export interface SectionEditorDialogProps {
  /** The section being edited, or null to create one. */
  section: Section | null;
  /** Every section, so a new one starts with an unused colour. */
  sections: readonly Section[];
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The checked body (name trimmed). */
  onSubmit: (body: SectionBody) => void;
  /** @default false */
  isPending?: boolean;
  /** A translated failure from the server (a name already used). */
  serverError?: string;
}

const none: SectionErrors = { name: null, color: null, time: null };

/**
 * Create or edit a section (SPEC §3: name, colour, start and end time). The colour is one of the
 * token palette's swatches (arrow keys move between them) and passes the contrast check of
 * `sectionDraft.ts`; the times are typed segment by segment (00:00–00:00 by default, SPEC §9).
 */
export function SectionEditorDialog({
  section,
  sections,
  isOpen,
  onOpenChange,
  onSubmit,
  isPending = false,
  serverError,
}: SectionEditorDialogProps) {
  const { t } = useTranslation('agents');
  const tAll = useKeyTranslator();
  const [draft, setDraft] = useState<SectionDraft>(() => (section ? draftOf(section) : newSectionDraft(sections)));
  const [errors, setErrors] = useState(none);
  const update = (change: Partial<SectionDraft>) => {
    setDraft((current) => ({ ...current, ...change }));
    setErrors(none);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateSection(draft);
    setErrors(found);
    if (sectionIsValid(found)) onSubmit(sectionBodyOf(draft));
  };
  const start = parseTimeString(draft.start);
  const end = parseTimeString(draft.end);
  return (
    <Dialog
      title={section ? t('section.editTitle') : t('section.createTitle')}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={!isPending}
    >
      {(close) => (
        <form className={styles.form} onSubmit={submit} noValidate aria-label={section ? t('section.editTitle') : t('section.createTitle')}>
          <TextField
            label={t('section.name')}
            name="name"
            value={draft.name}
            onChange={(name) => update({ name })}
            isInvalid={!!errors.name}
            errorMessage={errors.name ? tAll(errors.name) : undefined}
            autoFocus
          />
          <ColorPicker label={t('section.colour')} value={draft.color} onChange={(color) => update({ color })} allowCustom={false} />
          {errors.color ? (
            <p className={styles.error} role="alert">
              {tAll(errors.color)}
            </p>
          ) : null}
          <div className={styles.times}>
            <TimeField
              label={t('section.start')}
              value={start}
              hourCycle={24}
              onChange={(time) => time && update({ start: formatTimeString(time) })}
              isInvalid={!!errors.time}
            />
            <TimeField
              label={t('section.end')}
              value={end}
              hourCycle={24}
              onChange={(time) => time && update({ end: formatTimeString(time) })}
              isInvalid={!!errors.time}
              errorMessage={errors.time ? tAll(errors.time) : undefined}
            />
          </div>
          {serverError ? (
            <p className={styles.error} role="alert">
              {serverError}
            </p>
          ) : null}
          <div className={styles.actions}>
            <Button variant="secondary" onPress={close} isDisabled={isPending}>
              {t('cancel')}
            </Button>
            <Button type="submit" isPending={isPending}>
              {section ? t('section.save') : t('section.create')}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
