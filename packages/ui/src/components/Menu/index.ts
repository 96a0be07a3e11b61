export {
  MENU_HIDE_DELAY_MS,
  Menu,
  MenuItem,
  MenuLabel,
  MenuSeparator,
  menuAligns,
  type MenuAlign,
  type MenuItemProps,
  type MenuProps,
} from './Menu';
