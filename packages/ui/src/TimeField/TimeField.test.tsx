/// <reference types="@vitest/browser/matchers" />
import { Time } from '@internationalized/date';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { DateInput, DateSegment, TimeField as AriaTimeField, type TimeValue } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import type { Locale } from '@wasl/i18n';
import { WithCalendarPreferences } from '../DatePicker/CalendarPreferences';
import * as pickerStyles from '../DatePicker/DatePicker.css';
import { FieldParts, fieldClassName } from '../Field';
import { Form } from '../Form';
import { renderIn } from '../testing/renderIn';
import { TimeField, type TimeFieldProps } from './TimeField';

/**
 * The field as it was built on react-aria-components' `TimeField` (whose module brings every
 * calendar system): ours, on the hooks, must render the same markup and behave the same.
 */
function RacTimeField<T extends TimeValue>({
  label,
  description,
  errorMessage,
  granularity = 'minute',
  arabicDigits,
  className,
  ...props
}: TimeFieldProps<T>) {
  return (
    <WithCalendarPreferences arabicDigits={arabicDigits}>
      <AriaTimeField {...props} granularity={granularity} className={fieldClassName(className)} data-wasl-field="">
        <FieldParts label={label} isRequired={props.isRequired} description={description} errorMessage={errorMessage}>
          <DateInput className={pickerStyles.group}>
            {(segment) => <DateSegment segment={segment} className={pickerStyles.segment} />}
          </DateInput>
        </FieldParts>
      </AriaTimeField>
    </WithCalendarPreferences>
  );
}

type Field = (props: TimeFieldProps<Time>) => ReactNode;

/**
 * The markup under `root`, attributes sorted, generated ids numbered in order of appearance (so two
 * renders compare), and the text of what `aria-describedby` points at outside `root` (react-aria's
 * description of the value) appended.
 */
function markup(root: Element): string {
  const ids = new Map<string, string>();
  const outside: string[] = [];
  const name = (token: string) => {
    const hash = token.startsWith('#') ? '#' : '';
    const id = token.slice(hash.length);
    const target = id ? document.getElementById(id) : null;
    if (!target) return token;
    if (!ids.has(id)) {
      ids.set(id, `id${ids.size}`);
      if (!root.contains(target)) outside.push(`${ids.get(id)}: ${target.textContent}`);
    }
    return hash + ids.get(id)!;
  };
  const walk = (node: Node, depth: number): string[] => {
    const indent = '  '.repeat(depth);
    if (node.nodeType === Node.TEXT_NODE) return node.textContent ? [`${indent}${JSON.stringify(node.textContent)}`] : [];
    if (!(node instanceof Element)) return [];
    const attributes = [...node.attributes]
      .map((attribute) => `${attribute.name}="${attribute.value.split(' ').map(name).join(' ')}"`)
      .sort()
      .join(' ');
    const own = `${indent}<${node.localName} ${attributes}>`;
    const value = node instanceof HTMLInputElement ? [`${indent}  value=${JSON.stringify(node.value)}`] : [];
    return [own, ...value, ...[...node.childNodes].flatMap((child) => walk(child, depth + 1))];
  };
  return [...walk(root, 0), ...outside].join('\n');
}

/** Renders `ui(Field)` with each implementation, runs `steps` after each snapshot, and returns the snapshots. */
async function snapshots(
  Field: Field,
  ui: (Field: Field) => ReactNode,
  steps: ((user: ReturnType<typeof userEvent.setup>) => Promise<void>)[] = [],
  locale: Locale = 'en',
) {
  const user = userEvent.setup();
  const { container } = renderIn(locale, ui(Field));
  const taken = [markup(container)];
  for (const step of steps) {
    await step(user);
    // Let react-aria's state updates (focus, validation) land.
    await new Promise((resolve) => setTimeout(resolve, 50));
    taken.push(markup(container));
  }
  cleanup();
  // Focus and pointer state react-aria keeps between renders.
  (document.activeElement as HTMLElement | null)?.blur();
  return taken;
}

async function expectSameAsRac(
  ui: (Field: Field) => ReactNode,
  steps?: ((user: ReturnType<typeof userEvent.setup>) => Promise<void>)[],
  locale?: Locale,
) {
  const before = await snapshots(RacTimeField, ui, steps, locale);
  const after = await snapshots(TimeField, ui, steps, locale);
  expect(after).toEqual(before);
}

describe('TimeField renders what react-aria-components’ TimeField rendered', () => {
  const cases: [string, Partial<TimeFieldProps<Time>>, Locale?][] = [
    ['empty', {}],
    [
      'a value, a description, required and named',
      { defaultValue: new Time(9, 30), description: 'When support opens', isRequired: true, name: 'start' },
    ],
    [
      'whole hours, 24-hour, Arabic digits, in Arabic',
      { defaultValue: new Time(14), granularity: 'hour', hourCycle: 24, arabicDigits: true },
      'ar',
    ],
    ['disabled', { defaultValue: new Time(9, 30), isDisabled: true }],
    ['invalid with an error message', { defaultValue: new Time(9, 30), isInvalid: true, errorMessage: 'Pick another time' }],
    ['a failing validate (aria)', { defaultValue: new Time(9), validate: () => 'Too early', validationBehavior: 'aria' }],
    ['labelled by aria-label too, and a class', { 'aria-label': 'Opening time', className: 'extra' }],
  ];
  it.each(cases)('%s', async (_, props, locale) => {
    await expectSameAsRac((Field) => <Field label="Support starts at" {...props} />, [], locale);
  });

  it('while pointed at and typed in: hover, focus, stepping and digits', async () => {
    await expectSameAsRac(
      (Field) => <Field label="Support starts at" defaultValue={new Time(9, 30)} hourCycle={24} />,
      [
        async (user) => user.hover(screen.getAllByRole('spinbutton')[1]!),
        async (user) => user.tab(),
        async (user) => user.keyboard('{ArrowUp}'),
        async (user) => user.tab(),
        async (user) => user.keyboard('45'),
        async (user) => user.tab(),
      ],
    );
  });

  it('in a form: a required field left empty, then filled', async () => {
    await expectSameAsRac(
      (Field) => (
        <Form>
          <Field label="Support starts at" name="start" isRequired hourCycle={24} />
          <button type="submit">Save</button>
        </Form>
      ),
      [
        async (user) => user.click(screen.getByRole('button', { name: 'Save' })),
        async (user) => {
          await user.click(screen.getAllByRole('spinbutton')[0]!);
          await user.keyboard('0930');
        },
        async (user) => user.tab(),
      ],
    );
  });
});

describe('TimeField', () => {
  it('hands back a Time, and ties the label, description and error to the group of segments', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderIn(
      'en',
      <TimeField
        label="Support starts at"
        description="When support opens"
        defaultValue={new Time(9, 30)}
        hourCycle={24}
        validate={(time) => (time && time.hour >= 10 ? 'Too late' : null)}
        validationBehavior="aria"
        onChange={onChange}
      />,
    );
    const group = screen.getByRole('group', { name: 'Support starts at' });
    expect(group).toHaveAccessibleDescription(/When support opens/);
    const [hour, minute] = within(group).getAllByRole('spinbutton');
    await user.click(screen.getByText('Support starts at'));
    await waitFor(() => expect(hour).toHaveFocus());
    await user.keyboard('{ArrowUp}');
    expect(onChange).toHaveBeenLastCalledWith(new Time(10, 30));
    expect(minute).toHaveAttribute('aria-valuenow', '30');
    expect(group).toHaveAttribute('data-invalid');
    expect(group).toHaveAccessibleDescription(/Too late/);
  });

  it('submits its value under its name and takes the default back on reset', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderIn(
      'en',
      <Form onSubmit={onSubmit}>
        <TimeField label="Support starts at" name="start" defaultValue={new Time(9, 30)} hourCycle={24} />
        <button type="submit">Save</button>
        <button type="reset">Reset</button>
      </Form>,
    );
    const [hour] = screen.getAllByRole('spinbutton');
    await user.click(hour!);
    await user.keyboard('{ArrowUp}');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenLastCalledWith({ start: '10:30:00' }, expect.anything());
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(hour).toHaveAttribute('aria-valuenow', '9'));
  });
});
