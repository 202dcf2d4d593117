import { defineErrors } from '../error-definition.ts';

/** Errors of the print area: print-ready PDFs, color profiles, barcodes, job tickets and preflight. */
export const printErrors = defineErrors({
  svc_print_font_unembeddable: { status: 422, message: 'The font {font} cannot be embedded in the PDF: {reason}' },
  svc_print_image_unreadable: { status: 422, message: 'The image "{ref}" cannot be prepared for print: {reason}' },
  svc_print_profile_invalid: { status: 422, message: 'The output color profile cannot be used: {reason}' },
  svc_print_clipart_svg_unsupported: { status: 422, message: 'The clipart SVG uses something print output does not accept: {reason}' },
  svc_print_barcode_invalid: { status: 400, message: 'The {symbology} barcode cannot encode this text: {reason}' },
  svc_print_preflight_failed: { status: 422, message: 'The design failed preflight with {count} error(s); the first: {first}' },
  svc_print_self_check_failed: { status: 500, message: 'The rendered PDF failed its self-check: {problems}' },
});
