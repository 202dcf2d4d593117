declare module 'linebreak' {
  /** A break opportunity: text may break before `position`; `required` after a hard line break. */
  interface Break {
    position: number;
    required: boolean;
  }
  /** Unicode line breaking algorithm (UAX #14). */
  export default class LineBreaker {
    constructor(text: string);
    nextBreak(): Break | null;
  }
}
