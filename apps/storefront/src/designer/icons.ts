import { s } from './dom.ts';

/** Stroke icons drawn inline (no icon font, no emoji font needed), hidden from assistive technology: buttons carry labels. */
const PATHS = {
  up: 'M4 10l4-4 4 4',
  down: 'M4 6l4 4 4-4',
  lock: 'M4 7h8v6H4zM6 7V5a2 2 0 0 1 4 0v2',
  unlock: 'M4 7h8v6H4zM6 7V5a2 2 0 0 1 4 0',
  eye: 'M1 8s3-5 7-5 7 5 7 5-3 5-7 5-7-5-7-5zM8 10a2 2 0 1 0 0-4 2 2 0 0 0 0 4z',
  eyeOff: 'M1 8s3-5 7-5 7 5 7 5-3 5-7 5-7-5-7-5zM2 2l12 12',
} as const;

export type IconName = keyof typeof PATHS;

export function icon(name: IconName): SVGSVGElement {
  return s('svg', { class: 'icon-svg', viewBox: '0 0 16 16', width: '16', height: '16', 'aria-hidden': 'true', focusable: 'false' }, s('path', { d: PATHS[name] }));
}
