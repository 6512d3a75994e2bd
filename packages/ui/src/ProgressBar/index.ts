export {
  ProgressBar,
  progressBarSizes,
  progressBarTones,
  progressRatio,
  type ProgressBarProps,
  type ProgressBarSize,
  type ProgressBarTone,
} from './ProgressBar';
