export * from './SurveyBuilder';
export * from './SurveyPreview';
export * from './SurveyAnalytics';
