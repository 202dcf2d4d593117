import { defineErrors } from '../error-definition.ts';

/** Errors of the Print queue addon. */
export const printQueueErrors = defineErrors({
  svc_print_queue_job_not_found: { status: 404, message: 'There is no print job {id}.' },
  svc_print_queue_transition_invalid: { status: 409, message: 'The print job {id} is {state}; it cannot be {action}.' },
  svc_print_queue_file_not_ready: { status: 404, message: 'The {type} of print job {id} has not been generated yet.' },
  svc_print_queue_download_type_invalid: { status: 400, message: 'Unknown file type "{type}"; use artifact, ticket, barcode, jdf or jobSheet.' },
  svc_print_queue_settings_invalid: { status: 400, message: 'The print queue settings are not valid: {reason}' },
  svc_print_queue_bulk_invalid: { status: 400, message: 'The bulk download cannot be made: {reason}' },
  svc_print_queue_hotfolder_unavailable: { status: 503, message: 'The hotfolder {directory} cannot be written: {reason}' },
  svc_print_queue_hotfolder_conflict: { status: 409, message: 'The hotfolder already holds "{file}" with other content; it belongs to another job.' },
  svc_print_queue_gang_sheet_not_found: { status: 404, message: 'There is no gang sheet {id}.' },
  svc_print_queue_gang_method_invalid: { status: 400, message: 'The printing method "{method}" cannot gang: {reason}' },
  svc_print_queue_gang_jobs_invalid: { status: 409, message: 'These jobs cannot go on the gang sheet: {reason}' },
  svc_print_queue_gang_sheet_state_invalid: { status: 409, message: 'The gang sheet {id} is {state}; it cannot be {action}.' },
  svc_print_queue_gang_layout_invalid: { status: 400, message: 'The gang sheet layout is not valid: {reason}' },
  svc_print_queue_profile_missing: {
    status: 422,
    message: 'The printing method prints CMYK but {reason}: upload an output ICC profile (or choose one for the method).',
  },
});
