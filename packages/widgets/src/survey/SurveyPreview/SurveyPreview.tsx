import { surveyChoicesOf, type SurveyLanguage, type SurveyQuestionModel } from '@wasl/api/models';
import { useTranslation } from '@wasl/i18n';
import * as styles from './SurveyPreview.css';

/** The sentences the customer gets around the questions, in the preview's language (the server's, `GET …/survey`). */
export interface SurveyCustomerTexts {
  listButton: string;
  commentPrompt: string;
  skip: string;
  thanks: string;
}

export interface SurveyPreviewProps {
  questions: readonly SurveyQuestionModel[];
  /** The customer's language: the preview's texts and direction. */
  language: SurveyLanguage;
  texts: SurveyCustomerTexts;
}

/**
 * The survey as the customer sees it on WhatsApp (SPEC §3 survey form, §9 sent on delivery): each
 * question with its options as reply buttons (≤ 3 short ones) or a list (the rule of
 * @wasl/api/models `surveyChoicesOf`, the one the server sends by), then the comment prompt with
 * its "Skip" button. Pure, not interactive (nothing is sent).
 */
export function SurveyPreview({ questions, language, texts }: SurveyPreviewProps) {
  const { t } = useTranslation('survey');
  if (questions.length === 0) return <p className={styles.empty}>{t('preview.none')}</p>;
  return (
    <ol
      className={styles.log}
      lang={language}
      dir={language === 'ar' ? 'rtl' : 'ltr'}
      aria-label={t('preview.customer')}
      data-survey-preview=""
    >
      {questions.map((question) => {
        const { kind, choices } = surveyChoicesOf(question, language);
        return (
          <li key={question.id} className={styles.bubble({ from: 'business' })}>
            <span dir="auto">{question[language]}</span>
            {kind === 'list' ? <span className={styles.listButton}>{texts.listButton}</span> : null}
            <ul className={styles.choices} aria-label={t(kind === 'list' ? 'preview.list' : 'preview.buttons')}>
              {choices.map((c) => (
                <li key={c.id} className={kind === 'list' ? styles.row : styles.choice} dir="auto">
                  {c.title}
                </li>
              ))}
            </ul>
          </li>
        );
      })}
      <li className={styles.bubble({ from: 'business' })}>
        <span>{texts.commentPrompt}</span>
        <ul className={styles.choices} aria-label={t('preview.buttons')}>
          <li className={styles.choice}>{texts.skip}</li>
        </ul>
      </li>
    </ol>
  );
}
