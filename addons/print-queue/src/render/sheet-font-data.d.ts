/** The job sheet font as base64 WOFF. */
export declare const SHEET_FONT_WOFF_BASE64: string;
