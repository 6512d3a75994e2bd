export * from './PlanShop';
