import { CircleAlert } from '../Icon/glyphs';
import { useCallback, useEffect, useId, useRef, useState, type FormEvent, type MouseEvent, type ReactNode } from 'react';
import { Form as AriaForm, type FormProps as AriaFormProps } from 'react-aria-components';
import { useTranslation } from '@wasl/i18n';
import * as styles from './Form.css';

/** A submitted form's values by field name; a name used by several fields (checkbox groups) gives a list. */
export type FormValues = Record<string, string | string[]>;

export interface FormErrorSummaryItem {
  /** The id of the control the link focuses. */
  targetId: string;
  label: string;
  message: string;
}

export interface FormProps extends Omit<AriaFormProps, 'onSubmit' | 'className' | 'style' | 'children'> {
  children: ReactNode;
  /**
   * Called with the form's values when it is submitted with no invalid field. The browser's own
   * submission is prevented unless the form has an `action`.
   */
  onSubmit?: (values: FormValues, event: FormEvent<HTMLFormElement>) => void;
  /** Show the list of problems above the fields after a failed submit. @default true */
  showErrorSummary?: boolean;
  /** Heading level of the error summary, to fit the page's outline. @default 2 */
  summaryHeadingLevel?: 2 | 3 | 4;
  className?: string;
}

const headingTags = { 2: 'h2', 3: 'h3', 4: 'h4' } as const;

/** The visible text of an element without its screen-reader-hidden parts (the required `*`). */
function visibleText(element: Element | null): string {
  if (!element) return '';
  const clone = element.cloneNode(true) as Element;
  clone.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
  return (clone.textContent ?? '').trim();
}

/** The control a summary link should focus: the one marked `data-field-focus`, else the field's first control. */
function focusTarget(field: Element): HTMLElement | null {
  const marked = field.querySelector<HTMLElement>('[data-field-focus]');
  if (marked) return marked;
  return field.querySelector<HTMLElement>(
    'input:not([type="hidden"]):not([disabled]), textarea, [role="combobox"], button[aria-haspopup], [role="radio"], [role="checkbox"], [role="switch"], [tabindex="0"]',
  );
}

/** Reads every invalid Wasl field in the form: label, translated error and the control to focus. */
export function collectFormErrors(form: HTMLFormElement): FormErrorSummaryItem[] {
  const items: FormErrorSummaryItem[] = [];
  for (const field of form.querySelectorAll('[data-wasl-field][data-invalid]')) {
    const target = focusTarget(field);
    const message = visibleText(field.querySelector('[data-field-error]'));
    if (!target || !message) continue;
    if (!target.id) target.id = `wasl-field-${items.length}-${Math.random().toString(36).slice(2, 8)}`;
    items.push({ targetId: target.id, label: visibleText(field.querySelector('[data-field-label]')), message });
  }
  return items;
}

function sameItem(a: FormErrorSummaryItem, b: FormErrorSummaryItem | undefined): boolean {
  return !!b && a.targetId === b.targetId && a.label === b.label && a.message === b.message;
}

function valuesOf(form: HTMLFormElement): FormValues {
  const values: FormValues = {};
  for (const [name, value] of new FormData(form)) {
    if (typeof value !== 'string') continue;
    const previous = values[name];
    values[name] = previous === undefined ? value : Array.isArray(previous) ? [...previous, value] : [previous, value];
  }
  return values;
}

/**
 * A form on react-aria's Form: fields validate on blur and on submit, each shows its own translated
 * error, and a failed submit puts an error summary above the fields (a list of links to the invalid
 * fields) and moves focus to it, so screen-reader users hear how many problems there are. The
 * summary then follows the fields: a fixed field leaves it, and it disappears once all are fixed.
 * Server errors go in `validationErrors` (by field name) and are summarised the same way.
 */
export function Form({
  children,
  onSubmit,
  showErrorSummary = true,
  summaryHeadingLevel = 2,
  className,
  validationErrors,
  ...props
}: FormProps) {
  const { t } = useTranslation('forms');
  const formRef = useRef<HTMLFormElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const headingId = useId();
  const [attempt, setAttempt] = useState(0);
  const [items, setItems] = useState<FormErrorSummaryItem[]>([]);
  const attemptQueued = useRef(false);

  // One failed submit fires an `invalid` event per invalid input: count them as one attempt.
  const queueAttempt = useCallback(() => {
    if (attemptQueued.current) return;
    attemptQueued.current = true;
    setAttempt((count) => count + 1);
  }, []);

  // After react-aria has marked the fields invalid and rendered their errors, read them and show the
  // summary. react-aria commits a field's displayed validation one render after the `invalid` event,
  // so look again for a few frames until the errors are on screen. The summary then takes focus
  // from the first invalid field.
  useEffect(() => {
    attemptQueued.current = false;
    if (attempt === 0) return;
    let frame = 0;
    let tries = 0;
    const scan = () => {
      const form = formRef.current;
      if (!form) return;
      const found = collectFormErrors(form);
      if (found.length === 0 && tries++ < 10) {
        frame = requestAnimationFrame(scan);
        return;
      }
      setItems(found);
      if (found.length > 0 && showErrorSummary) frame = requestAnimationFrame(() => summaryRef.current?.focus());
    };
    frame = requestAnimationFrame(scan);
    return () => cancelAnimationFrame(frame);
  }, [attempt, showErrorSummary]);

  // While the summary shows, it follows the fields: react-aria drops a field's `data-invalid` once the
  // user fixes it (on change/blur), and its entry leaves the summary; a changed message is updated;
  // with nothing left the summary goes. Only fields that were summarised are kept: a new problem shows
  // on its field and joins the summary at the next submit, so the alert does not grow while typing.
  // Focus never moves here; while it is inside the summary the update waits until it leaves, so a
  // focused link is never pulled away.
  const summaryShown = items.length > 0;
  const rescan = useRef<() => void>(() => undefined);
  useEffect(() => {
    const form = formRef.current;
    if (!form || !summaryShown) return;
    let frame = 0;
    const update = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        if (summaryRef.current?.contains(document.activeElement)) return;
        const current = new Map(collectFormErrors(form).map((item) => [item.targetId, item]));
        setItems((previous) => {
          const next = previous.flatMap((item) => current.get(item.targetId) ?? []);
          const same = next.length === previous.length && next.every((item, index) => sameItem(item, previous[index]));
          return same ? previous : next;
        });
      });
    };
    rescan.current = update;
    const observer = new MutationObserver(update);
    observer.observe(form, { subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: ['data-invalid'] });
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
      rescan.current = () => undefined;
    };
  }, [summaryShown]);

  // A failed native submit fires `invalid` on each invalid input; it does not bubble, so listen in
  // the capture phase on the form itself (React's synthetic capture does not see it).
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    form.addEventListener('invalid', queueAttempt, true);
    return () => form.removeEventListener('invalid', queueAttempt, true);
  }, [queueAttempt]);

  // Server errors arriving after a submit are summarised like client ones.
  useEffect(() => {
    if (validationErrors && Object.keys(validationErrors).length > 0) queueAttempt();
  }, [validationErrors, queueAttempt]);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    // With `validationBehavior="aria"` the browser does not stop the submit: check ourselves. (With
    // native validation the browser already did, and a field fixed since the last attempt may still
    // show its old error until it is committed, so the DOM is not the truth there.)
    if (props.validationBehavior === 'aria' && form.querySelector('[data-wasl-field][data-invalid], [aria-invalid="true"]')) {
      event.preventDefault();
      queueAttempt();
      return;
    }
    setItems([]);
    if (!props.action) event.preventDefault();
    onSubmit?.(valuesOf(form), event);
  };

  const focusField = (event: MouseEvent<HTMLAnchorElement>, targetId: string) => {
    event.preventDefault();
    const target = document.getElementById(targetId);
    target?.scrollIntoView?.({ block: 'center' });
    target?.focus();
  };

  const Heading = headingTags[summaryHeadingLevel];

  return (
    <AriaForm
      {...props}
      ref={formRef}
      validationErrors={validationErrors}
      className={[styles.form, className].filter(Boolean).join(' ')}
      onSubmit={handleSubmit}
      onReset={(event) => {
        setItems([]);
        props.onReset?.(event);
      }}
    >
      {showErrorSummary && items.length > 0 ? (
        <div
          ref={summaryRef}
          className={styles.summary}
          tabIndex={-1}
          role="alert"
          aria-labelledby={headingId}
          data-error-summary=""
          onBlur={(event) => {
            if (!event.currentTarget.contains(event.relatedTarget as Node | null)) rescan.current();
          }}
        >
          <Heading id={headingId} className={styles.summaryTitle}>
            <CircleAlert size={18} aria-hidden="true" />
            {t('form.summaryTitle', { count: items.length })}
          </Heading>
          <ul className={styles.summaryList}>
            {items.map((item) => (
              <li key={item.targetId}>
                <a href={`#${item.targetId}`} className={styles.summaryLink} onClick={(event) => focusField(event, item.targetId)}>
                  {item.label ? t('form.summaryItem', { label: item.label, message: item.message }) : item.message}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {children}
    </AriaForm>
  );
}
