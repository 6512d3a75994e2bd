export { HealthPanel, type HealthPanelProps } from './HealthPanel';
