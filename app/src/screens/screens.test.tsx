/// <reference types="@vitest/browser/matchers" />
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WaslProvider } from '@wasl/ui';
import hostile from '../../../stories/support/fixtures/hostile-strings.json';
import * as styles from './screens.css';

describe('screen headings (screens.css heading)', () => {
  it.each(['en', 'ar'] as const)('a merchant-given name without a break wraps inside a phone-wide page (%s)', (locale) => {
    // A campaign's or an agent's name is the h1 of its page (CampaignEditor, AgentAnalytics).
    const name = hostile.long[3]!.slice(0, 100);
    render(
      <div style={{ inlineSize: 390 }} data-testid="phone">
        <WaslProvider locale={locale} theme="light">
          <h1 className={styles.heading}>
            <bdi>{name}</bdi>
          </h1>
        </WaslProvider>
      </div>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(name);
    const phone = screen.getByTestId('phone');
    expect(phone.scrollWidth).toBeLessThanOrEqual(phone.clientWidth + 1);
  });
});
