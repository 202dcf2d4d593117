// The print queue's own preflight, run in the browser on the same layout: what the designer shows is
// what the queue decides (the functions live in @dcs/design, browser-safe; @dcs/print re-exports them).
export { preflightDesign, preflightOptionsForDpi, DEFAULT_PREFLIGHT_OPTIONS, type PreflightIssue, type PreflightReport, type PreflightOptions } from '@dcs/design';
