export { Tooltip, type TooltipProps } from './Tooltip';
export {
  DEFAULT_TOOLTIP_SIDE,
  TOOLTIP_SHOW_DELAY_MS,
  tooltipSides,
  type TooltipSide,
} from './tooltipOptions';
