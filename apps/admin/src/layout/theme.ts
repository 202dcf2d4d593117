import { defaultTheme } from 'react-admin';

/**
 * react-admin's theme with darker secondary text and an opaque empty-list message: the defaults fall
 * below WCAG AA contrast (axe's color-contrast rule).
 */
export const theme = {
  ...defaultTheme,
  palette: { ...defaultTheme.palette, primary: { main: '#1b5e9e' }, secondary: { main: '#23395d' }, text: { primary: '#1a1a1a', secondary: '#4a4a4a' }, error: { main: '#b71c1c' }, warning: { main: '#8a4b00' } },
  components: {
    ...defaultTheme.components,
    // Progress indicators need a name for screen readers (axe's aria-progressbar-name).
    MuiCircularProgress: { defaultProps: { 'aria-label': 'Loading' } },
    MuiLinearProgress: { defaultProps: { 'aria-label': 'Loading' } },
    // Deletes ask first (react-admin's default is delete now, undo from a notification).
    RaDeleteButton: { defaultProps: { mutationMode: 'pessimistic' } },
    RaBulkDeleteButton: { defaultProps: { mutationMode: 'pessimistic' } },
    RaEmpty: { styleOverrides: { root: { '& .RaEmpty-message': { opacity: 1, color: '#4a4a4a' }, '& .RaEmpty-icon': { opacity: 0.6 } } } },
  },
};
