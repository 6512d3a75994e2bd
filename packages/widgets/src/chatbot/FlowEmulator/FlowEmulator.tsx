import { useCallback, useEffect, useId, useReducer, useRef } from 'react';
import type { FlowLanguage } from '@wasl/api/models';
import { useTranslation } from '@wasl/i18n';
import { Button, Radio, RadioGroup } from '@wasl/ui';
import { currentButtons, emulatorReducer, initialEmulator, type EmulatorButton, type EmulatorReply } from './emulatorLog';
import * as styles from './FlowEmulator.css';

export interface FlowEmulatorProps {
  /**
   * Answers the bot's replies for a conversation in `language` after the customer pressed `button`
   * (a node id; none = the conversation starts). The screen calls `POST /section/chatbot/emulate`.
   */
  onEmulate: (request: { language: FlowLanguage; button?: string }) => Promise<EmulatorReply[]>;
  /** The language the conversation starts in. @default the interface language */
  defaultLanguage?: FlowLanguage;
  /** Heading level of the panel's title. @default 2 */
  headingLevel?: 2 | 3;
}

/**
 * The chatbot emulator (SPEC §4): choose a language, start, press the bot's buttons; each answer is
 * appended to the chat log; restart clears the log and starts again. The log is an `aria-live`
 * region, so a screen reader hears each reply.
 */
export function FlowEmulator({ onEmulate, defaultLanguage, headingLevel = 2 }: FlowEmulatorProps) {
  const { t, i18n } = useTranslation('chatbot');
  const [state, dispatch] = useReducer(emulatorReducer, defaultLanguage ?? (i18n.language === 'ar' ? 'ar' : 'en'), initialEmulator);
  const logRef = useRef<HTMLOListElement>(null);
  const headingId = useId();

  const ask = useCallback(
    async (session: number, language: FlowLanguage, button?: EmulatorButton) => {
      try {
        const replies = await onEmulate(button ? { language, button: button.id } : { language });
        dispatch({ type: 'replies', session, replies });
      } catch {
        dispatch({ type: 'failed', session });
      }
    },
    [onEmulate],
  );

  const start = () => {
    dispatch({ type: 'start' });
    void ask(state.session + 1, state.language);
  };
  const press = (button: EmulatorButton) => {
    if (state.pending) return;
    dispatch({ type: 'press', button });
    void ask(state.session, state.language, button);
  };

  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [state.entries.length]);

  const Heading = `h${headingLevel}` as const;
  const buttons = currentButtons(state);
  return (
    <section className={styles.root} aria-labelledby={headingId}>
      <Heading id={headingId} className={styles.heading}>
        {t('emulator.title')}
      </Heading>
      <div className={styles.controls}>
        <RadioGroup
          label={t('emulator.language')}
          orientation="horizontal"
          value={state.language}
          onChange={(value) => dispatch({ type: 'language', language: value === 'ar' ? 'ar' : 'en' })}
        >
          <Radio value="en">{t('languages.en')}</Radio>
          <Radio value="ar">{t('languages.ar')}</Radio>
        </RadioGroup>
        <Button variant={state.started ? 'secondary' : 'primary'} onPress={start}>
          {state.started ? t('emulator.reset') : t('emulator.start')}
        </Button>
      </div>
      <ol ref={logRef} className={styles.log} aria-label={t('emulator.log')} aria-live="polite" tabIndex={0}>
        {state.entries.length === 0 && !state.pending && <li className={styles.muted}>{t('emulator.empty')}</li>}
        {state.entries.map((entry) => (
          <li key={entry.id} className={styles.bubble({ from: entry.from })}>
            <span className={styles.who}>{entry.from === 'bot' ? t('emulator.bot') : t('emulator.customer')}</span>
            <span dir="auto">{entry.text}</span>
          </li>
        ))}
        {state.pending && <li className={styles.muted}>{t('emulator.typing')}</li>}
      </ol>
      {state.failed && (
        <p role="alert" className={styles.error}>
          {t('emulator.failed')}
        </p>
      )}
      {buttons.length > 0 && (
        <div role="group" aria-label={t('emulator.choices')} className={styles.buttons}>
          {buttons.map((button) => (
            <Button key={button.id} variant="secondary" size="sm" isDisabled={state.pending} onPress={() => press(button)}>
              <bdi>{button.title}</bdi>
            </Button>
          ))}
        </div>
      )}
    </section>
  );
}
