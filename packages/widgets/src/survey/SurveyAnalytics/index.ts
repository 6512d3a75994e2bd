export * from './SurveyAnalytics';
