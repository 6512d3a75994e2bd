export * from './SurveyPreview';
