export {
  DROPDOWN_PLACEMENT,
  Dropdown,
  DropdownClose,
  dropdownAligns,
  type DropdownAlign,
  type DropdownProps,
} from './Dropdown';
