export {
  PROGRESS_BAR_OPTIONS,
  PROGRESS_BAR_START_DELAY_MS,
  progressBar,
  useProgressBar,
  type ProgressBarStartOptions,
} from './ProgressBar';
