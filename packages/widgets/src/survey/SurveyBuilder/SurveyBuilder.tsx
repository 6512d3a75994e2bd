import { useEffect, useMemo, useReducer, useRef, useState } from 'react';
import type { SurveyLanguage, SurveyProblem } from '@wasl/api/models';
import { useTranslation } from '@wasl/i18n';
import { Button, Icon, Radio, RadioGroup, Switch, TextField, glyph } from '@wasl/ui';
import { visuallyHidden } from '@wasl/ui/styles';
import { SurveyPreview, type SurveyCustomerTexts } from '../SurveyPreview';
import {
  builderBody,
  builderProblems,
  initialSurveyBuilder,
  isBuilderDirty,
  surveyBuilderReducer,
  type SurveyBuilderForm,
  type SurveyBuilderState,
} from './surveyBuilderModel';
import * as styles from './SurveyBuilder.css';

export interface SurveyBuilderProps {
  /** The saved form (`GET …/survey`); a new value reloads the builder. */
  form: SurveyBuilderForm;
  /** The customer's sentences in each language, for the preview. */
  customerTexts: Record<SurveyLanguage, SurveyCustomerTexts>;
  /** The package has the survey: otherwise the switch cannot be turned on (the screen says why). @default true */
  canEnable?: boolean;
  /** Saves the body; the screen reloads `form` on success. */
  onSave: (body: SurveyBuilderForm) => void;
  isSaving?: boolean;
  /** The preview's first language. @default the interface language */
  previewLanguage?: SurveyLanguage;
  /** Heading level of the sections (the page's h1 is the screen's). @default 2 */
  headingLevel?: 2 | 3;
}

// Lucide's arrow-up, arrow-down and x (drawn, not font characters: only the shipped faces draw text).
const ArrowUp = glyph([
  ['path', { d: 'm5 12 7-7 7 7' }],
  ['path', { d: 'M12 19V5' }],
]);
const ArrowDown = glyph([
  ['path', { d: 'M12 5v14' }],
  ['path', { d: 'm19 12-7 7-7-7' }],
]);
const Cross = glyph([
  ['path', { d: 'M18 6 6 18' }],
  ['path', { d: 'm6 6 12 12' }],
]);

/**
 * The survey form builder (SPEC §3 "survey form: on or off, questions with options"): switch, the
 * questions and their options in both languages (add, edit, delete, reorder with buttons — the
 * keyboard-accessible way; focus follows the moved item), every problem next to its field
 * (WhatsApp's limits), and the preview as the customer sees it. A pure model
 * (surveyBuilderModel.ts) with this thin view.
 */
export function SurveyBuilder({
  form,
  customerTexts,
  canEnable = true,
  onSave,
  isSaving = false,
  previewLanguage,
  headingLevel = 2,
}: SurveyBuilderProps) {
  const { t, i18n } = useTranslation('survey');
  const [state, dispatch] = useReducer(surveyBuilderReducer, form, initialSurveyBuilder);
  const [language, setLanguage] = useState<SurveyLanguage>(previewLanguage ?? (i18n.language === 'ar' ? 'ar' : 'en'));
  const [announce, setAnnounce] = useState('');
  const root = useRef<HTMLDivElement>(null);
  const Heading = `h${headingLevel}` as 'h2' | 'h3';

  useEffect(() => dispatch({ type: 'load', form }), [form]);
  // After a move or an add, focus follows the item (its button, or its first field).
  useEffect(() => {
    const f = state.focus;
    const fieldset = f ? root.current?.querySelectorAll<HTMLElement>('fieldset[data-question]')[f.question] : undefined;
    if (!f || !fieldset) return;
    const scope = f.option === undefined ? fieldset : fieldset.querySelectorAll<HTMLElement>('[data-option]')[f.option];
    if (!scope) return;
    if (f.control === 'text') {
      scope.querySelector<HTMLInputElement>('input')?.focus();
      return;
    }
    const n = (f.option ?? f.question) + 1;
    const key =
      f.option === undefined
        ? f.control === 'moveUp'
          ? 'form.moveUp'
          : 'form.moveDown'
        : f.control === 'moveUp'
          ? 'form.moveOptionUp'
          : 'form.moveOptionDown';
    const label = t(key, { n });
    [...scope.querySelectorAll<HTMLElement>('button')].find((b) => b.getAttribute('aria-label') === label)?.focus();
  }, [state.focus, t]);

  const problems = useMemo(() => builderProblems(state), [state]);
  const dirty = isBuilderDirty(state);
  const languageName = (l: SurveyLanguage) => t(`languages.${l}`);
  const problemText = (p: SurveyProblem) =>
    t(`problems.${p.key}`, { ...p.values, language: p.language ? languageName(p.language) : '', option: (p.option ?? 0) + 1 });
  const errorFor = (question: number, language?: SurveyLanguage, option?: number) => {
    const found = problems.find((p) => p.question === question && p.option === option && p.language === language);
    return found ? problemText(found) : undefined;
  };
  const moveQuestion = (question: number, by: -1 | 1) => {
    dispatch({ type: 'moveQuestion', question, by });
    setAnnounce(t('form.moved', { n: question + by + 1 }));
  };

  const { questions } = state.form;
  return (
    <div ref={root} className={styles.root} data-survey-builder="">
      <form
        className={styles.editor}
        onSubmit={(e) => {
          e.preventDefault();
          if (problems.length === 0 && dirty) onSave(builderBody(state));
        }}
        aria-label={t('form.title')}
      >
        <Switch
          isSelected={state.form.enabled}
          isDisabled={!canEnable && !state.form.enabled}
          onChange={(enabled) => dispatch({ type: 'setEnabled', enabled })}
          description={t('form.enabledHint')}
        >
          {t('form.enabled')}
        </Switch>
        <Heading className={styles.heading}>{t('form.questions')}</Heading>
        {questions.length === 0 ? <p className={styles.muted}>{t('form.empty')}</p> : null}
        <ol className={styles.questions}>
          {questions.map((q, qi) => (
            <li key={q.id}>
              <fieldset className={styles.question} data-question={q.id}>
                <legend className={styles.legend}>{t('form.questionN', { n: qi + 1 })}</legend>
                <div className={styles.tools}>
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={t('form.moveUp', { n: qi + 1 })}
                    isDisabled={qi === 0}
                    onPress={() => moveQuestion(qi, -1)}
                    icon={<Icon icon={ArrowUp} size={16} />}
                  />
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={t('form.moveDown', { n: qi + 1 })}
                    isDisabled={qi === questions.length - 1}
                    onPress={() => moveQuestion(qi, 1)}
                    icon={<Icon icon={ArrowDown} size={16} />}
                  />
                  <Button variant="ghost" size="sm" onPress={() => dispatch({ type: 'removeQuestion', question: qi })}>
                    {t('form.deleteQuestion', { n: qi + 1 })}
                  </Button>
                </div>
                <div className={styles.pair}>
                  {(['en', 'ar'] as const).map((l) => (
                    <TextField
                      key={l}
                      label={t(l === 'en' ? 'form.questionEn' : 'form.questionAr')}
                      value={q[l]}
                      inputDir={l === 'ar' ? 'rtl' : 'ltr'}
                      lang={l}
                      onChange={(text) => dispatch({ type: 'setQuestion', question: qi, language: l, text })}
                      isInvalid={errorFor(qi, l) !== undefined}
                      errorMessage={errorFor(qi, l)}
                    />
                  ))}
                </div>
                <ol className={styles.options} aria-label={t('form.questionN', { n: qi + 1 })}>
                  {q.options.map((o, oi) => (
                    <li key={o.id} className={styles.option} data-option={o.id}>
                      {(['en', 'ar'] as const).map((l) => (
                        <TextField
                          key={l}
                          label={t(l === 'en' ? 'form.optionEn' : 'form.optionAr', { n: oi + 1 })}
                          value={o[l]}
                          inputDir={l === 'ar' ? 'rtl' : 'ltr'}
                          lang={l}
                          onChange={(text) => dispatch({ type: 'setOption', question: qi, option: oi, language: l, text })}
                          isInvalid={errorFor(qi, l, oi) !== undefined}
                          errorMessage={errorFor(qi, l, oi)}
                        />
                      ))}
                      <div className={styles.tools}>
                        <Button
                          variant="ghost"
                          size="sm"
                          aria-label={t('form.moveOptionUp', { n: oi + 1 })}
                          isDisabled={oi === 0}
                          onPress={() => dispatch({ type: 'moveOption', question: qi, option: oi, by: -1 })}
                          icon={<Icon icon={ArrowUp} size={16} />}
                        />
                        <Button
                          variant="ghost"
                          size="sm"
                          aria-label={t('form.moveOptionDown', { n: oi + 1 })}
                          isDisabled={oi === q.options.length - 1}
                          onPress={() => dispatch({ type: 'moveOption', question: qi, option: oi, by: 1 })}
                          icon={<Icon icon={ArrowDown} size={16} />}
                        />
                        <Button
                          variant="ghost"
                          size="sm"
                          aria-label={t('form.deleteOption', { n: oi + 1 })}
                          onPress={() => dispatch({ type: 'removeOption', question: qi, option: oi })}
                          icon={<Icon icon={Cross} size={16} />}
                        />
                      </div>
                    </li>
                  ))}
                </ol>
                {problems
                  .filter((p) => p.question === qi && p.language === undefined)
                  .map((p) => (
                    <p key={p.key} className={styles.problems}>
                      {problemText(p)}
                    </p>
                  ))}
                <div className={styles.actions}>
                  <Button variant="secondary" size="sm" onPress={() => dispatch({ type: 'addOption', question: qi })}>
                    {t('form.addOption')}
                  </Button>
                </div>
              </fieldset>
            </li>
          ))}
        </ol>
        <div className={styles.actions}>
          <Button variant="secondary" onPress={() => dispatch({ type: 'addQuestion' })}>
            {t('form.addQuestion')}
          </Button>
        </div>
        <p role="status" className={problems.length > 0 ? styles.problems : styles.muted}>
          {problems.length > 0 ? t('form.fixProblems', { count: problems.length }) : dirty ? t('form.unsaved') : ''}
        </p>
        <div className={styles.actions}>
          <Button type="submit" isDisabled={problems.length > 0 || !dirty} isPending={isSaving}>
            {t('form.save')}
          </Button>
          <Button variant="ghost" isDisabled={!dirty || isSaving} onPress={() => dispatch({ type: 'reset' })}>
            {t('form.reset')}
          </Button>
        </div>
        <span className={visuallyHidden} aria-live="polite">
          {announce}
        </span>
      </form>
      <section className={styles.preview} aria-labelledby="survey-preview-title">
        <Heading id="survey-preview-title" className={styles.heading}>
          {t('preview.title')}
        </Heading>
        <RadioGroup
          label={t('preview.language')}
          orientation="horizontal"
          value={language}
          onChange={(value) => setLanguage(value === 'ar' ? 'ar' : 'en')}
        >
          <Radio value="en">{t('preview.en')}</Radio>
          <Radio value="ar">{t('preview.ar')}</Radio>
        </RadioGroup>
        <SurveyPreview questions={state.form.questions} language={language} texts={customerTexts[language]} />
      </section>
    </div>
  );
}

export type { SurveyBuilderState };
