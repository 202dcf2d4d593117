// The print queue's own preflight, run in the browser on the same layout: what the designer shows is
// what the queue would decide. Imported from its source file because @dcs/print's entry point pulls in
// Node-only modules (sharp, LittleCMS); see docs/storefront.md.
export { preflightDesign, DEFAULT_PREFLIGHT_OPTIONS, type PreflightIssue, type PreflightReport, type PreflightOptions } from '../../../../packages/print/src/preflight/preflight.ts';
