export { vars } from './contract.css';
export { darkTheme, lightTheme, themes, type ThemeName } from './themes.css';
