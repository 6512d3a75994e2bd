/// <reference types="@vitest/browser/matchers" />
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WaslProvider } from '@wasl/ui';
import type { ThreadEntry } from '../types';
import { ConversationThread } from './ConversationThread';

const now = new Date('2026-11-27T12:00:00Z');
const base: ThreadEntry = {
  direction: 'out',
  sender: 'system',
  kind: 'text',
  text: '',
  payload: {},
  status: 'delivered',
  failure_reason: null,
  at: '2026-11-27T11:00:00Z',
  provider_message_id: null,
};
const entries: ThreadEntry[] = [
  { ...base, text: 'Your order is confirmed', form: { kind: 'template', name: 'wasl_order_init', params: ['Noura'] } },
  { ...base, text: 'Thanks, we are on it', sender: 'agent', form: { kind: 'text' } },
  { ...base, text: 'Queued reply', sender: 'agent', status: 'queued' },
  { ...base, direction: 'in', sender: 'customer', text: 'Hi', status: null, form: { kind: 'template', name: 'never_shown' } },
];

const renderThread = (locale: 'en' | 'ar') =>
  render(
    <WaslProvider locale={locale} theme="light">
      <ConversationThread customer={null} phone="966501234567" entries={entries} conversation={null} now={now} />
    </WaslProvider>,
  );

describe('ConversationThread: the form a business message went out in (issue 20)', () => {
  it('says "Sent as template" with the name isolated, "Sent as free text", and nothing for unsent or inbound', async () => {
    renderThread('en');
    const lines = await screen.findAllByTestId('sent-as');
    expect(lines.map((line) => line.textContent)).toEqual(['Sent as template wasl_order_init', 'Sent as free text']);
    const name = screen.getByText('wasl_order_init');
    expect(name.tagName).toBe('BDI');
    expect(name.getAttribute('dir')).toBe('ltr');
    expect(screen.queryByText('never_shown')).toBeNull();
  });

  it('in Arabic', async () => {
    renderThread('ar');
    const lines = await screen.findAllByTestId('sent-as');
    expect(lines.map((line) => line.textContent)).toEqual(['أُرسلت بالقالب wasl_order_init', 'أُرسلت نصًا حرًا']);
  });
});

describe('ConversationThread: the log stays at the newest message', () => {
  const many: ThreadEntry[] = Array.from({ length: 30 }, (_, i) => ({ ...base, text: `Message ${i + 1}` }));
  const renderMany = () =>
    render(
      <WaslProvider locale="en" theme="light">
        <ConversationThread customer={null} phone="966501234567" entries={many} conversation={null} now={now} />
      </WaslProvider>,
    );
  const settle = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  const distanceFromBottom = (log: HTMLElement) => log.scrollHeight - log.scrollTop - log.clientHeight;

  it('follows its messages growing after the first paint (fonts arriving), but not once the reader scrolled up', async () => {
    renderMany();
    const log = screen.getByRole('list', { name: /^Messages with/ });
    await settle();
    expect(log.scrollHeight).toBeGreaterThan(log.clientHeight);
    expect(distanceFromBottom(log)).toBeLessThan(2);
    // The messages grow, as when a web font with taller lines replaces the fallback.
    log.style.lineHeight = '2.5';
    await settle();
    expect(distanceFromBottom(log)).toBeLessThan(2);
    // Scrolled up to read: growing again leaves the reader where they are.
    log.scrollTop = 0;
    log.dispatchEvent(new Event('scroll'));
    log.style.lineHeight = '3';
    await settle();
    expect(log.scrollTop).toBe(0);
  });
});
