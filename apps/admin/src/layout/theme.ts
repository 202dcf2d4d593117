import { defaultTheme } from 'react-admin';

/** react-admin's theme with darker secondary text, so small labels keep WCAG AA contrast. */
export const theme = {
  ...defaultTheme,
  palette: { ...defaultTheme.palette, primary: { main: '#1b5e9e' }, secondary: { main: '#23395d' }, text: { primary: '#1a1a1a', secondary: '#4a4a4a' } },
};
