export { vars } from './contract.css';
import './themes.css';
export { sprinkles, type Sprinkles } from './sprinkles.css';
export {
  breakpoints,
  mediaQuery,
  themeNames,
  themeAttribute,
  motionAttribute,
  statusTones,
  chartSeries,
  type ThemeName,
  type StatusTone,
  type ChartSeries,
} from './values';
export { applyTheme, readStoredTheme, themeStorageKey } from './theme-switch';
