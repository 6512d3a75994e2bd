import { Check, X } from 'lucide-react';
import { createContext, useContext, useId, type ReactNode } from 'react';
import {
  Button as AriaButton,
  Tag as AriaTag,
  TagGroup as AriaTagGroup,
  TagList,
  type TagGroupProps as AriaTagGroupProps,
  type TagProps as AriaTagProps,
} from 'react-aria-components';
import { useTranslation } from '@wasl/i18n';
import { FieldDescription, FieldLabel, fieldClassName } from '../Field';
import * as styles from './TagGroup.css';

export const tagTones = ['neutral', 'accent', 'success', 'warning', 'danger'] as const;
export const tagSizes = ['sm', 'md'] as const;
export const tagSelectionModes = ['none', 'single', 'multiple'] as const;
export type TagTone = (typeof tagTones)[number];
export type TagSize = (typeof tagSizes)[number];
export type TagSelectionMode = (typeof tagSelectionModes)[number];

const TagStyleContext = createContext<{ tone: TagTone; size: TagSize }>({ tone: 'neutral', size: 'md' });

export interface TagGroupProps<T extends object = object> extends Omit<
  AriaTagGroupProps,
  'className' | 'style' | 'children' | 'selectionMode'
> {
  /** The visible label. Leave it out only when the context names the group, and give `aria-label` instead. */
  label?: string;
  /** Help under the tags. */
  description?: string;
  /** The tags: `<Tag>` elements, or a function of each of `items`. */
  children: ReactNode | ((item: T) => ReactNode);
  /** Data for dynamic tags (contact labels from the API); each needs an `id`. */
  items?: Iterable<T>;
  /** `single` and `multiple` make the tags filter chips (checked ones show a tick). @default 'none' */
  selectionMode?: TagSelectionMode;
  /** Shown in place of the tags when there are none. @default t('tagGroup.empty') */
  emptyText?: string;
  /** The tone of tags that do not set their own. @default 'neutral' */
  tone?: TagTone;
  /** @default 'md' */
  size?: TagSize;
  className?: string;
}

/**
 * A focusable list of tags (contact labels, campaign fields, filter chips) on react-aria's TagGroup.
 * Arrow keys move between tags in reading order (ArrowLeft goes forward in Arabic); with `onRemove`
 * each tag gets a remove button, and Backspace or Delete removes the focused tag.
 */
export function TagGroup<T extends object>({
  label,
  description,
  children,
  items,
  selectionMode = 'none',
  emptyText,
  tone = 'neutral',
  size = 'md',
  className,
  ...props
}: TagGroupProps<T>) {
  const { t } = useTranslation('data');
  return (
    <AriaTagGroup {...props} selectionMode={selectionMode} className={fieldClassName(className)} data-size={size}>
      {label ? <FieldLabel>{label}</FieldLabel> : null}
      <TagStyleContext.Provider value={{ tone, size }}>
        <TagList
          items={items}
          className={styles.list}
          renderEmptyState={() => <span className={styles.empty}>{emptyText ?? t('tagGroup.empty')}</span>}
        >
          {children}
        </TagList>
      </TagStyleContext.Provider>
      <FieldDescription>{description}</FieldDescription>
    </AriaTagGroup>
  );
}

export interface TagProps extends Omit<AriaTagProps, 'className' | 'style' | 'children'> {
  /** The tag's text, or richer content with a `textValue`. */
  children: ReactNode;
  /** The tag's name for screen readers and the remove button; needed when `children` is not plain text. */
  textValue?: string;
  /** Overrides the group's tone. */
  tone?: TagTone;
  className?: string;
}

/** One tag in a TagGroup. */
export function Tag({ children, textValue, tone, className, ...props }: TagProps) {
  const { t } = useTranslation('data');
  const group = useContext(TagStyleContext);
  const removeId = useId();
  const size = group.size;
  const name = textValue ?? (typeof children === 'string' ? children : undefined);
  return (
    <AriaTag
      {...props}
      textValue={name}
      className={[styles.tag({ tone: tone ?? group.tone, size }), className].filter(Boolean).join(' ')}
      data-tone={tone ?? group.tone}
    >
      {({ allowsRemoving, isSelected, selectionMode }) => (
        <>
          {selectionMode !== 'none' && isSelected ? (
            <Check size={size === 'sm' ? 12 : 14} strokeWidth={2.5} aria-hidden="true" className={styles.check} />
          ) : null}
          <bdi className={styles.text}>{children}</bdi>
          {allowsRemoving ? (
            // react-aria names this button "Remove" + the tag through aria-labelledby; ours says
            // "Remove <name>" in the page's language, so the labelledby points at the button itself.
            <AriaButton
              slot="remove"
              id={removeId}
              aria-labelledby={removeId}
              aria-label={t('tagGroup.remove', { name })}
              className={styles.removeButton({ size })}
            >
              <X size={size === 'sm' ? 12 : 14} strokeWidth={2.25} aria-hidden="true" />
            </AriaButton>
          ) : null}
        </>
      )}
    </AriaTag>
  );
}
