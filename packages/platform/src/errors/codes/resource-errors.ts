import { defineErrors } from '../error-definition.ts';

/** The portable admin API resources (`/api/v1/…`): lookups, uses, uploads and their checks. */
export const resourceErrors = defineErrors({
  svc_resource_not_found: { status: 404, message: '{resource} {id} was not found.' },
  svc_resource_conflict: { status: 409, message: 'The {resource} conflicts with an existing one: {reason}' },
  svc_resource_invalid: { status: 400, message: 'The {resource} is invalid: {reason}' },
  svc_resource_in_use: {
    status: 409,
    message: '{resource} {id} is still used by {count} item(s) (listed in data.usedBy); remove those uses first, or delete with force=true.',
  },
  svc_upload_missing: { status: 400, message: 'Send the file in the multipart field "{field}".' },
  svc_upload_too_large: { status: 413, message: 'The file is {size} bytes; at most {limit} bytes are accepted.' },
  svc_upload_type_unrecognized: {
    status: 415,
    message: 'The content of the file is not a type this service recognizes (names and claimed types are not trusted).',
  },
  svc_upload_type_refused: { status: 415, message: 'Files of type {type} are not accepted here; accepted: {allowed}.' },
  svc_image_invalid: { status: 422, message: 'The image cannot be decoded: {reason}' },
  svc_image_too_many_pixels: { status: 422, message: 'The image has {pixels} pixels; at most {limit} are accepted.' },
  svc_svg_invalid: { status: 422, message: 'The SVG is not accepted: {reason}' },
  svc_font_invalid: { status: 422, message: 'The font cannot be used: {reason}' },
  svc_icc_profile_invalid: { status: 422, message: 'The ICC profile is not valid: {reason}' },
  svc_custom_css_refused: { status: 400, message: 'The custom CSS is refused: {reason}' },
  svc_import_invalid: { status: 422, message: 'The import archive is refused: {reason}' },
  svc_import_empty: { status: 422, message: 'Nothing in the archive could be imported; data.skipped says why for each entry.' },
  // The two below are reasons in an import report (skipped entries), never answers of their own.
  svc_import_entry_hidden: { status: 422, message: 'Hidden files and folders and system metadata (__MACOSX) are not imported.' },
  svc_import_entry_unsupported: { status: 415, message: 'Only SVG or PNG files are imported as cliparts.' },
  svc_license_not_active: { status: 404, message: 'No active license covers "{product}".' },
  svc_print_pdf_unavailable: { status: 501, message: 'Print PDF output is not available in this installation.' },
});
