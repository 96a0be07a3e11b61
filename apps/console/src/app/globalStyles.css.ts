import { globalStyle } from '@vanilla-extract/css';

globalStyle('html, body', { margin: 0 });
globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
