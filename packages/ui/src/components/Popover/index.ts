export { Popover, PopoverClose, type PopoverProps } from './Popover';
export {
  POPOVER_DISPOSE_MS,
  POPOVER_DISTANCE_PX,
  popoverAligns,
  popoverSides,
  type PopoverAlign,
  type PopoverSide,
} from './popoverOptions';
