export {
  DEFAULT_DRAWER_SIDE,
  Drawer,
  DrawerClose,
  drawerSides,
  type DrawerProps,
  type DrawerSide,
} from './Drawer';
