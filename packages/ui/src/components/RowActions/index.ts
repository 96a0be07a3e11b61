export { RowActions, type RowAction, type RowActionsProps } from './RowActions';
export { rowActionTones, type RowActionTone } from './rowActionsOptions';
