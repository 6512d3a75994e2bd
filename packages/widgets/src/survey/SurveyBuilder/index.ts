export * from './SurveyBuilder';
export * from './surveyBuilderModel';
