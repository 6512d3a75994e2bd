import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { CircleUserRound, LifeBuoy } from 'lucide-react';
import { expect, fn, userEvent, within, waitFor } from 'storybook/test';
import { Button, LanguageToggle, ThemeToggle, TopBar } from '@wasl/ui';
import { rtl } from '../../.storybook/globals';
import { useCopy } from '../support/i18n';

const copy = {
  en: { title: 'Dashboard', support: 'Support', profile: 'Account menu' },
  ar: { title: 'لوحة التحكم', support: 'الدعم', profile: 'قائمة الحساب' },
};

const meta = {
  title: 'Primitives/TopBar',
  component: TopBar,
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          "The dashboard's top bar with SPEC §2's slots at the inline end: support, theme toggle, language toggle (shows the other language, AR or EN) and the profile menu. Inside AppShell it adds the menu button that opens the navigation drawer on small screens. `ThemeToggle` and `LanguageToggle` are exported for the slots.",
      },
    },
  },
  args: {},
  render: function Render() {
    const c = useCopy(copy);
    const locale = useCopy({ en: 'en', ar: 'ar' } as const);
    const [theme, setTheme] = useState<'light' | 'dark'>('light');
    return (
      <TopBar
        start={<strong>{c.title}</strong>}
        support={
          <Button variant="ghost" icon={<LifeBuoy size={18} />}>
            {c.support}
          </Button>
        }
        themeToggle={<ThemeToggle theme={theme} onThemeChange={setTheme} />}
        languageToggle={<LanguageToggle locale={locale} onLocaleChange={() => {}} />}
        profileMenu={<Button variant="ghost" aria-label={c.profile} icon={<CircleUserRound size={20} />} />}
      />
    );
  },
} satisfies Meta<typeof TopBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

const onTheme = fn();
const onLocale = fn();

/** Keyboard only: Tab reaches the slots in order; the toggles say what they do and report the new value. */
export const KeyboardToggles: Story = {
  render: function Render() {
    const c = useCopy(copy);
    return (
      <TopBar
        start={<strong>{c.title}</strong>}
        themeToggle={<ThemeToggle theme="light" onThemeChange={onTheme} />}
        languageToggle={<LanguageToggle locale="en" onLocaleChange={onLocale} />}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    onTheme.mockClear();
    onLocale.mockClear();
    await userEvent.tab();
    await waitFor(() => expect(canvas.getByRole('button', { name: /Switch to dark theme|التبديل إلى المظهر الداكن/ })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(onTheme).toHaveBeenCalledWith('dark');
    await userEvent.tab();
    const language = canvas.getByRole('button', { name: /Switch to Arabic|التبديل إلى العربية/ });
    await waitFor(() => expect(language).toHaveFocus());
    await expect(language).toHaveTextContent('AR');
    await userEvent.keyboard(' ');
    await expect(onLocale).toHaveBeenCalledWith('ar');
  },
};

export const DefaultRtl: Story = { ...Default, globals: rtl, tags: ['rtl-twin'] };
