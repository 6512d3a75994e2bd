export * from './SectionList';
